import type { Testimonial } from '../../../content/data/testimonials-featured';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03-18" -> "March 2026" (read as UTC, so server and browser agree). */
export function formatStoryDate(date: string): string {
  return monthYear.format(new Date(`${date}T00:00:00Z`));
}

/** One success story: the stars (read out as "Rated 5 out of 5"), the words, who and when. */
export function TestimonialCard({ story }: { story: Testimonial }) {
  return (
    <figure className="story">
      <p className="stars">
        <span aria-hidden="true">{'★'.repeat(story.rating)}</span>
        <span className="visually-hidden">Rated {story.rating} out of 5</span>
      </p>
      <blockquote>
        <p>{story.text}</p>
      </blockquote>
      <figcaption>
        <strong>{story.name}</strong>, {story.location}
        <br />
        <time dateTime={story.date}>{formatStoryDate(story.date)}</time>
      </figcaption>
    </figure>
  );
}
