import { Link } from 'react-router-dom';
import { getPath } from '#core/paths';
import { testimonials } from '../../content/data/testimonials';
import { hasSample, sampleStoriesIntro, TestimonialCard } from '../components/content/TestimonialCard';
import { PageShell } from '../components/layout/PageShell';
import { QuickQuoteButton } from '../components/ui/QuickQuoteButton';

/**
 * Success stories. The page carries WebPage markup only: no Review or AggregateRating about the
 * agency itself (search engines ignore self-serving reviews).
 */
const samples = hasSample(testimonials);

export function Component() {
  return (
    <PageShell
      title="Success Stories"
      description="Stories from families who used burial insurance to pay for a funeral without debt, and from customers who found coverage through our agents."
      path={getPath('testimonials')}
      heading="Success Stories"
      crumb="Success Stories"
      lede={
        samples
          ? 'Example stories of what it can mean to have coverage in place when the time comes.'
          : 'Families tell, in their own words, what it meant to have coverage in place when the time came.'
      }
    >
      <section aria-labelledby="stories">
        <h2 id="stories">{samples ? 'Example stories' : 'What our customers say'}</h2>
        {samples ? <p>{sampleStoriesIntro}</p> : null}
        <p>
          Every family's situation is different. These stories show how a small policy, chosen with care, can take one
          big worry away.
          {samples
            ? null
            : ' We show a name only when the customer agreed to it, and then only a first name and the first letter of the last name.'}
        </p>
        <div className="stories">
          {testimonials.map((story) => (
            <TestimonialCard story={story} key={`${story.name}-${story.date}`} />
          ))}
        </div>
      </section>
      <section aria-labelledby="your-story">
        <h2 id="your-story">Start your own story</h2>
        <p>
          A free quote takes a few minutes and there is no obligation. If you want to know more first, read{' '}
          <Link to={getPath('process')}>how our process works</Link> or our{' '}
          <Link to={getPath('faq')}>answers to common questions</Link>.
        </p>
        <QuickQuoteButton />
      </section>
    </PageShell>
  );
}
