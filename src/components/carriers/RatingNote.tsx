import { getPath } from '#core/paths';

/**
 * How the agency is paid, in one sentence each: said beside every rating of an insurer (the
 * agency rates insurers it sells, which insurance and endorsement rules expect it to disclose),
 * on the best-companies page and on the About page.
 */
export const howWeArePaid = {
  commission:
    'We are an insurance agency: when you buy a policy through us, the insurer pays us a commission. You pay us no fee.',
  ratings:
    'Our ratings are our own opinion. We decide them from each plan’s price, ages, waiting period and health questions, and from the insurer’s financial strength. The commission an insurer pays us does not change its rating.',
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
      you buy. {howWeArePaid.commission} {howWeArePaid.ratings}{' '}
      <a href={getPath('about', 'how-we-are-paid')}>How we are paid</a>
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
        {howWeArePaid.ratings} You can read how we rate each insurer on our{' '}
        <a href={getPath('bestCompanies')}>best companies page</a>.
      </p>
    </section>
  );
}
