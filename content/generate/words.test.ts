import { describe, expect, it } from 'vitest';
import { article } from './words';

describe('article before a place name', () => {
  it('says "an" before a vowel sound and "a" before a consonant sound', () => {
    const cases: Array<[string, 'a' | 'an']> = [
      ['Ohio', 'an'],
      ['Oklahoma', 'an'],
      ['Augusta', 'an'],
      ['Idaho', 'an'],
      ['Evansville', 'an'],
      ['Utah', 'a'],
      ['Union City', 'a'],
      ['Eugene', 'a'],
      ['Houston', 'a'],
      ['Texas', 'a'],
    ];
    expect(cases.map(([name]) => article(name))).toEqual(cases.map(([, want]) => want));
  });
});
