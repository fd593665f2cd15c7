import { getPath } from '#core/paths';
import { PageShell } from '../components/layout/PageShell';
import { QuickQuoteButton } from '../components/ui/QuickQuoteButton';
import { Island } from '../islands/Island.server';

export function Component() {
  return (
    <PageShell
      title={'Compare Burial Insurance Plans'}
      description={
        'Compare the final expense plans we sell for your age, amount and state: prices from each insurer’s own chart, early payouts, and when premiums pass the amount.'
      }
      path={getPath('quoteCalculator')}
      heading="Compare the plans we sell"
      crumb="Quote Estimate"
      ogType="website"
      lede={
        <>
          Enter your age, the amount you want and, if you like, your sex, tobacco use and state. You see the plans of
          the insurers we represent that take those answers, side by side. A licensed agent then confirms the real
          price.
        </>
      }
    >
      <section aria-labelledby="estimate-your-premium">
        <h2 id="estimate-your-premium">Compare the plans for your age and state</h2>
        <p>
          Type your age and the coverage you want, then press Compare plans. You can change any answer and press again.
        </p>
        <Island name="premium-calculator" props={{}} />
      </section>
      <section aria-labelledby="an-estimate-not-an-offer">
        <h2 id="an-estimate-not-an-offer">A comparison, not an offer</h2>
        <p>
          The insurer decides after your health answers, and prices differ by state and tobacco use. A free quote from
          an agent takes a few minutes and does not commit you to anything.
        </p>
        <div className="actions">
          <QuickQuoteButton label="Get my free quote" />
        </div>
      </section>
    </PageShell>
  );
}
