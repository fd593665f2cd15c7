import { z } from 'zod';
import { type PageName, staticPaths } from '#core/paths';
import type { Video } from './videos';

const pageNames = Object.keys(staticPaths) as [PageName, ...PageName[]];

/** content/data/videos.ts: the four Learning Center lessons, each pointing to a real page. */
export const videoSchema = z.strictObject({
  title: z.string().min(5).max(70),
  summary: z.string().min(40).max(200),
  minutes: z.number().int().min(1).max(30),
  related: z.enum(pageNames),
  url: z.url({ protocol: /^https$/ }).optional(),
}) satisfies z.ZodType<Video>;

export const videosSchema = z.array(videoSchema).length(4, 'the Learning Center shows four lessons');
