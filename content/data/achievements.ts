import { siteConfig } from '../../src/site.config';

/** The three milestones on the About page, newest first. Figures come from site.config. */
export interface Achievement {
  year: number;
  title: string;
  text: string;
}

const { claims } = siteConfig;

export const achievements: readonly Achievement[] = [
  {
    year: 2023,
    title: `${claims.familiesServed} families served`,
    text: 'We reached this number one family at a time. Most came to us because a friend or relative we had helped told them about us.',
  },
  {
    year: 2022,
    title: `Licensed in all ${claims.licensedStates} states`,
    text: 'Our agents can now help you wherever you live, and help your children too, even if they live in another state.',
  },
  {
    year: 2021,
    title: `${claims.bbbRating} rating from the Better Business Bureau`,
    text: 'We answer every complaint ourselves and keep working until it is settled. The rating reflects that.',
  },
];
