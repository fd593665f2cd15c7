import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './inbox';

describe('canonicalEmail', () => {
  it.each([
    ['victim@gmail.com', 'victim@gmail.com'],
    ['Victim@Gmail.COM', 'victim@gmail.com'],
    ['victim+1@gmail.com', 'victim@gmail.com'],
    ['v.ictim@gmail.com', 'victim@gmail.com'],
    ['vi.c.tim@gmail.com', 'victim@gmail.com'],
    ['victim@googlemail.com', 'victim@gmail.com'],
    ['V.I.C.T.I.M+quotes+more@GoogleMail.com', 'victim@gmail.com'],
    ['  victim@gmail.com ', 'victim@gmail.com'],
  ])('counts %j as the inbox %s', (typed, inbox) => {
    expect(canonicalEmail(typed)).toBe(inbox);
  });

  it("keeps dots and +tags at other domains: there they may be another person's address", () => {
    expect(canonicalEmail('mary.smith@example.com')).toBe('mary.smith@example.com');
    expect(canonicalEmail('Mary.Smith+quote@Example.com')).toBe('mary.smith+quote@example.com');
    expect(canonicalEmail('ann+b@yahoo.com')).toBe('ann+b@yahoo.com');
    expect(canonicalEmail('ann+b@icloud.com')).toBe('ann+b@icloud.com');
    expect(canonicalEmail('mary+x@gmail.com.example.org')).toBe('mary+x@gmail.com.example.org');
  });

  it.each([
    ['Ann.Lee+quotes@Outlook.com', 'ann.lee@outlook.com'],
    ['ann+1@hotmail.com', 'ann@hotmail.com'],
    ['ann+1@live.com', 'ann@live.com'],
    ['ann+1@msn.com', 'ann@msn.com'],
    ['ann+x@proton.me', 'ann@proton.me'],
    ['ann+x@protonmail.com', 'ann@protonmail.com'],
    ['ann+x@pm.me', 'ann@pm.me'],
    ['ann.lee+x@fastmail.com', 'ann.lee@fastmail.com'],
  ])('drops the +tag at a provider with plus addressing, and only the tag: %s -> %s', (typed, inbox) => {
    expect(canonicalEmail(typed)).toBe(inbox);
  });

  it('leaves a local part that is only a tag, or an address without "@", as typed (lower case)', () => {
    expect(canonicalEmail('+tag@example.com')).toBe('+tag@example.com');
    expect(canonicalEmail('Not-An-Address')).toBe('not-an-address');
  });
});
