import { z } from 'zod';
import { siteConfig } from '#core/site.config';

/** content/data/guide-resources.ts: six cards, each linking to an outside https page. */
export const guideResourceSchema = z.strictObject({
  title: z.string().trim().min(5).max(50),
  text: z.string().trim().min(30).max(200),
  url: z
    .url({ protocol: /^https$/ })
    .refine((url) => !url.startsWith(siteConfig.siteUrl), 'must be an outside page, not one of ours'),
  /** Who publishes the linked page. */
  source: z.string().trim().min(3).max(60),
});

export type GuideResource = z.infer<typeof guideResourceSchema>;

/** content/data/guide-resources.ts: six cards, each linking to an outside https page. */
export const guideResourcesSchema = z.array(guideResourceSchema).length(6);
