import { getPath } from '#core/paths';
import { amBestScaleSources } from '../../../content/data/carrier-comparison';
import { ExternalLink } from '../guides/ExternalLink';

/**
 * How the agency is paid, in one sentence each: said beside every rating of an insurer (the
 * agency rates insurers it sells, which insurance and endorsement rules expect it to disclose),
 * on the best-companies page and on the About page.
 */
export const howWeArePaid = {
  commission:
    'We are an insurance agency: when you buy a policy through us, the insurer pays us a commission. You pay us no fee.',
  ratings:
    'We do not give insurers stars or scores of our own: we show the facts we found, each with its source. The commission an insurer pays us does not change what we write about it.',
} as const;

/**
 * Said wherever an insurer's rating appears: financial strength grades are AM Best's, dated and
 * sourced, and change; our own ratings are opinions of an agency paid by insurers.
 */
export function RatingNote() {
  return (
    <p className="rating-note" data-disclosure="">
      Financial strength ratings are AM Best grades, each with the date of the latest AM Best action we found and a link
      to where we read it. Ratings can change at any time; check the current grade with AM Best or the insurer before
      you buy. Where the scale comes from:{' '}
      {amBestScaleSources.map((source, i) => (
        <span key={source.url}>
          {i > 0 ? '; ' : ''}
          <ExternalLink href={source.url}>{source.name}</ExternalLink>
        </span>
      ))}
      . <PaidWords />
    </p>
  );
}

/** How we are paid, with the link to the About page's section. */
function PaidWords() {
  return (
    <>
      {howWeArePaid.commission} {howWeArePaid.ratings} <a href={getPath('about', 'how-we-are-paid')}>How we are paid</a>
    </>
  );
}

/** Said on a review that shows no grade: how we are paid, without the note on AM Best grades. */
export function PaidNote() {
  return (
    <p className="paid-note" data-disclosure="">
      <PaidWords />
    </p>
  );
}

/** The About page's section on how the agency is paid. */
export function HowWeArePaid() {
  return (
    <section aria-labelledby="how-we-are-paid">
      <h2 id="how-we-are-paid">How we are paid</h2>
      <p>{howWeArePaid.commission}</p>
      <p>You never pay us for a quote, for advice, or for help when your family files a claim.</p>
      <p>
        {howWeArePaid.ratings} You can read the facts we compare for each insurer on our{' '}
        <a href={getPath('bestCompanies')}>insurer comparison page</a>.
      </p>
    </section>
  );
}
