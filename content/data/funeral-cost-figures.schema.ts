import { z } from 'zod';

const dollars = z.int().positive().max(100000);

/** One published funeral cost figure: what it measures, whether it is a median or an average, and its year. */
export const funeralCostFigureSchema = z.strictObject({
  /** What the figure covers, as a sentence names it. */
  label: z.string().min(10).max(120),
  kind: z.enum(['median', 'average']),
  amount: dollars,
  /** The year of the prices the figure sums (NFDA surveys one calendar year's price lists). */
  year: z.int().min(2000).max(2100),
  /** The area it covers: the whole country, or a Census region or division. */
  area: z.string().min(2),
});

export type FuneralCostFigure = z.infer<typeof funeralCostFigureSchema>;

/** content/data/funeral-cost-figures.ts: the figures with their publisher, page and the date read. */
export const funeralCostFiguresSchema = z.strictObject({
  source: z.strictObject({
    name: z.string().min(10),
    url: z.url({ protocol: /^https$/ }),
    /** The day the figures were read. */
    read: z.iso.date(),
    /** How the figures were read (a copy, a press release quoted by others) where not from the page itself. */
    note: z.string().min(10).optional(),
    /** The page the figures were actually read on, where it is not the publisher's own: a secondary copy. */
    copy: z.strictObject({ name: z.string().min(5), url: z.url({ protocol: /^https$/ }) }).optional(),
  }),
  national: z.strictObject({ burial: funeralCostFigureSchema, cremation: funeralCostFigureSchema }),
  /** Figures by Census region or division, where the publisher releases them; none is public today. */
  regional: z.array(funeralCostFigureSchema.extend({ states: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1) })),
});

export type FuneralCostFigures = z.infer<typeof funeralCostFiguresSchema>;
