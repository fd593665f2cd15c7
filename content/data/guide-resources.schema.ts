import { z } from 'zod';
import { siteConfig } from '#core/site.config';

/** content/data/guide-resources.ts: six cards, each linking to an outside https page. */
export const guideResourcesSchema = z
  .array(
    z.strictObject({
      title: z.string().trim().min(5).max(50),
      text: z.string().trim().min(30).max(200),
      url: z
        .url({ protocol: /^https$/ })
        .refine((url) => !url.startsWith(siteConfig.siteUrl), 'must be an outside page, not one of ours'),
      source: z.string().trim().min(3).max(60),
    }),
  )
  .length(6);
