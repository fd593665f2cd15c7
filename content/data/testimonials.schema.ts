import { z } from 'zod';

/** content/data/testimonials.ts: at least six stories, names shortened to a first name and an initial. */
/** When and how the customer agreed to the story's use, and whether their name may be shown. */
const consentSchema = z.strictObject({
  date: z.iso.date(),
  how: z.string().min(10, 'say how the consent was given and where the record is kept'),
  showName: z.boolean(),
});

export const testimonialSchema = z
  .strictObject({
    name: z.string().regex(/^[A-Z][a-z]+ [A-Z]\.$/, 'name must be a first name and a last initial, like "Linda M."'),
    location: z.string().regex(/^[A-Z][A-Za-z .'-]+, [A-Z]{2}$/, 'location must be "City, ST"'),
    text: z.string().min(80).max(400),
    /** The customer's own rating, out of 5: only on a real story whose author agreed to publish it. */
    rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).optional(),
    date: z.iso.date(),
    sample: z.literal(true).optional(),
    consent: consentSchema.optional(),
  })
  .refine((t) => (t.sample === undefined) !== (t.consent === undefined), {
    message: 'a story needs a consent record or sample: true, not both',
  })
  .refine((t) => t.rating === undefined || t.consent !== undefined, {
    message: 'a rating belongs only to a real story whose author agreed to publish it (a consent record)',
    path: ['rating'],
  });

/** A story: exactly one of `sample` and `consent` is set. */
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsSchema = z.array(testimonialSchema).min(6, 'the success stories page needs at least 6');
