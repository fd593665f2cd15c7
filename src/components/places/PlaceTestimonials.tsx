import { stableHash } from '#core/hash';
import { type Testimonial, testimonials } from '../../../content/data/testimonials';
import { hasSample, sampleStoriesIntro, TestimonialCard } from '../content/TestimonialCard';

/** Three stories for a place, chosen by its id: the same on every build, different between places. */
export function storiesFor(id: string, list: readonly Testimonial[] = testimonials, howMany = 3): Testimonial[] {
  return [...list]
    .map((story, i) => ({ story, key: stableHash(`${id}#${i}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, howMany)
    .map((x) => x.story);
}

export function PlaceTestimonials({ id, place }: { id: string; place: string }) {
  const stories = storiesFor(id);
  return (
    <section className="place-stories" aria-labelledby="place-stories">
      <h2 id="place-stories">{hasSample(stories) ? 'Example stories' : 'What families tell us'}</h2>
      <p>
        {hasSample(stories) ? sampleStoriesIntro : 'Families from across the country, in their own words.'} Families in{' '}
        {place} get the same patient help.
      </p>
      <div className="stories">
        {stories.map((story) => (
          <TestimonialCard key={`${story.name}-${story.date}`} story={story} />
        ))}
      </div>
    </section>
  );
}
