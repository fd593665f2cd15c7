import { z } from 'zod';
import { type PageName, staticPaths } from '#core/paths';

const pageNames = Object.keys(staticPaths) as [PageName, ...PageName[]];

/** content/data/videos.ts: the four Learning Center lessons, each pointing to a real page. */
export const videoSchema = z.strictObject({
  title: z.string().min(5).max(70),
  summary: z.string().min(40).max(200),
  /** Planned length, in whole minutes. */
  minutes: z.number().int().min(1).max(30),
  /** The written page on the same topic. */
  related: z.enum(pageNames),
  /** Where the recorded video can be watched (https); none while it is "coming soon". */
  url: z.url({ protocol: /^https$/ }).optional(),
});

export type Video = z.infer<typeof videoSchema>;

export const videosSchema = z.array(videoSchema).length(4, 'the Learning Center shows four lessons');
