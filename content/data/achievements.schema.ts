import { z } from 'zod';

/** content/data/achievements.ts: the About page's milestones for 2023, 2022 and 2021, newest first. */
export const achievementSchema = z.strictObject({
  year: z.number().int().min(2003).max(2100),
  claim: z.enum([
    'familiesServed',
    'claimsSatisfaction',
    'yearsExperience',
    'reviewScore',
    'bbbRating',
    'statesLicensed',
  ]),
  title: z.string().min(5).max(70),
  text: z.string().min(40).max(300),
});

export type Achievement = z.infer<typeof achievementSchema>;

export const achievementsSchema = z
  .array(achievementSchema)
  .refine(
    (items) => items.map((a) => a.year).join() === '2023,2022,2021',
    'the milestones are 2023, 2022 and 2021, in that order',
  );
