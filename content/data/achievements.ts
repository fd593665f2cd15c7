import { claimsRegister } from '#core/site.claims';
import type { Achievement } from './achievements.schema';

/**
 * The three milestones on the About page, newest first. Each rests on a claim of the register
 * (core/site.claims.ts): the About page shows a milestone only when its claim has a source.
 */
export type { Achievement };

const claims = claimsRegister;

export const achievements: readonly Achievement[] = [
  {
    year: 2023,
    claim: 'familiesServed',
    title: `${claims.familiesServed.figure} families served`,
    text: 'We reached this number one family at a time. Most came to us because a friend or relative we had helped told them about us.',
  },
  {
    year: 2022,
    claim: 'statesLicensed',
    title: `Licensed in all ${claims.statesLicensed.figure} states`,
    text: 'Our agents can now help you wherever you live, and help your children too, even if they live in another state.',
  },
  {
    year: 2021,
    claim: 'bbbRating',
    title: `${claims.bbbRating.figure} rating from the Better Business Bureau`,
    text: 'We answer every complaint ourselves and keep working until it is settled. The rating reflects that.',
  },
];
