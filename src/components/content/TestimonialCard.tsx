import type { Testimonial } from '../../../content/data/testimonials-featured';

import { ExampleLabel } from './ExampleLabel';

export { hasSample } from '../../../content/data/testimonials-featured';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03-18" -> "March 2026" (read as UTC, so server and browser agree). */
export function formatStoryDate(date: string): string {
  return monthYear.format(new Date(`${date}T00:00:00Z`));
}

/**
 * How a list of stories is introduced when any of them is a sample: as examples, never as
 * customers' own words.
 */
export const sampleStoriesIntro =
  'These are example stories, written to show the kind of help we give. They are not from real customers, and each is marked “Example”.';

/** Shown after the "Example" label of a sample story. */
export const exampleLabelDetail =
  ' story, written to show the kind of help we give. It is not a real customer’s words.';

/**
 * One success story: the words, who and when. A sample story opens with a visible "Example" label
 * and the words that say it is invented, and never shows a rating. Only a real story whose author
 * agreed to publish it (a consent record) may show the rating its author gave; a real story whose
 * customer did not agree to show their name says "A customer".
 */
export function TestimonialCard({ story }: { story: Testimonial }) {
  const name = story.consent && !story.consent.showName ? 'A customer' : story.name;
  return (
    <figure className="story">
      {story.sample ? <ExampleLabel detail={exampleLabelDetail} /> : null}
      {story.consent && story.rating ? (
        <p className="rating" data-rating="">
          <span aria-hidden="true">{'★'.repeat(story.rating)}</span>
          <span className="visually-hidden">Rated {story.rating} out of 5</span>
        </p>
      ) : null}
      <blockquote>
        <p>{story.text}</p>
      </blockquote>
      <figcaption>
        <strong>{name}</strong>, {story.location}
        <br />
        <time dateTime={story.date}>{formatStoryDate(story.date)}</time>
      </figcaption>
    </figure>
  );
}
