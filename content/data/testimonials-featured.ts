/**
 * Success stories: the three featured here appear on the home page; testimonials.ts adds the
 * rest for /testimonials (split so that the home page's JavaScript carries only three). None carries
 * a rating: a rating belongs only to a real story whose author agreed to publish it.
 *
 * These are sample stories written for the site, not statements by real customers: each is marked
 * `sample: true`, shown with a visible "Example" label and introduced as an example, and listed
 * by `audit --go-live`. A real story carries instead a `consent` record: when and how the customer
 * agreed to its use, and whether their name may be shown (the FTC's rule on consumer reviews and
 * testimonials, 16 CFR Part 465, forbids invented ones presented as real). testimonials.schema.ts
 * holds the shape and checks that exactly one of `sample` and `consent` is set.
 */
import type { Testimonial } from './testimonials.schema';

export type { Testimonial } from './testimonials.schema';

/** True when at least one of the stories is a sample (the page then introduces them as examples). */
export const hasSample = (stories: readonly Testimonial[]): boolean => stories.some((s) => s.sample === true);

/** The first three stories: on the home page (and first on /testimonials). */
export const featuredTestimonials: readonly Testimonial[] = [
  {
    name: 'Linda M.',
    location: 'Dayton, OH',
    text: 'When my husband passed, his policy paid for the service and the headstone. I did not have to touch our savings or ask the children for a penny. Our agent even called to help me fill in the claim form.',
    date: '2026-03-18',
    sample: true,
  },
  {
    name: 'Robert T.',
    location: 'Tulsa, OK',
    text: 'I wanted to understand my choices before I bought anything. The agent read every question aloud, explained what each kind of plan pays in its first years, and let me take the papers home to think it over.',
    date: '2026-01-09',
    sample: true,
  },
  {
    name: 'Gloria S.',
    location: 'El Paso, TX',
    text: 'My mother wanted to plan her own funeral so we would not have to guess. We sat together on the phone with the agent while she chose everything. When she died last spring, it was already paid for.',
    date: '2025-10-27',
    sample: true,
  },
];
