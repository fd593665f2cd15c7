import { featuredTestimonials, type Testimonial } from './testimonials-featured';

export type { Testimonial };

/** Every success story for /testimonials: the three featured ones first. */
export const testimonials: readonly Testimonial[] = [
  ...featuredTestimonials,
  {
    name: 'James W.',
    location: 'Charlotte, NC',
    text: 'I tried comparing quotes on my own and got lost in the fine print. The agent explained the waiting period in plain English, and what each plan would pay in its first years. There was no pressure at all.',
    date: '2025-08-14',
    sample: true,
  },
  {
    name: 'Dorothy K.',
    location: 'Lansing, MI',
    text: 'I live on a fixed income, so the payment had to stay the same. It has not changed by a cent. Every month I know my grandson will not be left with a bill.',
    date: '2025-06-02',
    sample: true,
  },
  {
    name: 'Henry P.',
    location: 'Spokane, WA',
    text: 'My daughter found the website and we called together. The agent spoke slowly, repeated things when my hearing let me down, and mailed everything so I could read it twice.',
    date: '2025-04-21',
    sample: true,
  },
];
