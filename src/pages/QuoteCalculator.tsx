import { getPath } from '#core/paths';
import { PageShell } from '../components/layout/PageShell';
import { QuickQuoteButton } from '../components/ui/QuickQuoteButton';
import { Island } from '../islands/Island.server';

export function Component() {
  return (
    <PageShell
      title={'Compare Burial Insurance Prices'}
      description={
        'Published burial insurance prices for your age and amount, each with who published it and when, and the plans we sell side by side.'
      }
      path={getPath('quoteCalculator')}
      heading="Compare burial insurance prices"
      crumb="Compare Prices"
      ogType="website"
      lede={
        <>
          Enter your age, the amount you want and, if you like, your sex, tobacco use and state. You see the prices
          published for those answers, each with who published it and when, then the plans we sell that take them. A
          licensed agent then gives you the real price.
        </>
      }
    >
      <section aria-labelledby="estimate-your-premium">
        <h2 id="estimate-your-premium">Prices for your age and state</h2>
        <p>
          Type your age and the coverage you want, then press Compare prices. You can change any answer and press again.
        </p>
        <Island name="premium-calculator" props={{}} />
      </section>
      <section aria-labelledby="an-estimate-not-an-offer">
        <h2 id="an-estimate-not-an-offer">Prices, not an offer</h2>
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
