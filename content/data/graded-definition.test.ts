import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossary, gradedDefinition } from './glossary';
import { plans } from './plans';

describe('the definition of a graded plan', () => {
  it('is the glossary’s, used by the plan table and the types-of-coverage page', () => {
    expect(glossary.find((t) => t.term === 'Graded benefit')?.definition).toBe(gradedDefinition);
    expect(plans.find((p) => p.type === 'Graded benefit')?.description).toContain(gradedDefinition);
    const page = readFileSync(new URL('../pages/types-of-coverage.md', import.meta.url), 'utf8');
    expect(page).toContain('{{gradedDefinition}}');
    expect(page).not.toMatch(/benefit is reduced in the first/);
  });
});
