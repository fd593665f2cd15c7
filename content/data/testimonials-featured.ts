/**
 * Success stories: the three featured here appear on the home page; testimonials.ts adds the
 * rest for /testimonials (split so that the home page's JavaScript carries only three). All are
 * rated 5, as the spec's samples are.
 *
 * These are sample stories written for the site, not statements by real customers. Before the
 * site goes live, staff must replace them with real stories given with written permission (the
 * FTC's rule on consumer reviews and testimonials, 16 CFR Part 465, forbids invented ones).
 */
export interface Testimonial {
  /** First name and last initial: "Linda M." */
  name: string;
  /** City and state code: "Dayton, OH". */
  location: string;
  text: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** YYYY-MM-DD: when the story was shared. */
  date: string;
}

/** The first three stories: on the home page (and first on /testimonials). */
export const featuredTestimonials: readonly Testimonial[] = [
  {
    name: 'Linda M.',
    location: 'Dayton, OH',
    text: 'When my husband passed, his policy paid for the service and the headstone. I did not have to touch our savings or ask the children for a penny. Our agent even called to help me fill in the claim form.',
    rating: 5,
    date: '2026-03-18',
  },
  {
    name: 'Robert T.',
    location: 'Tulsa, OK',
    text: 'I am 71 and I have diabetes, so I was sure nobody would cover me. The agent found a plan with no exam at a price my pension can handle. It all took one phone call.',
    rating: 5,
    date: '2026-01-09',
  },
  {
    name: 'Gloria S.',
    location: 'El Paso, TX',
    text: 'My mother wanted to plan her own funeral so we would not have to guess. We sat together on the phone with the agent while she chose everything. When she died last spring, it was already paid for.',
    rating: 5,
    date: '2025-10-27',
  },
];
