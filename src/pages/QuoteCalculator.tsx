import { getPath } from '#core/paths';
import { PremiumCalculator } from '../components/calculators/PremiumCalculator';
import { PageShell } from '../components/layout/PageShell';
import { QuickQuoteButton } from '../components/ui/QuickQuoteButton';
import { Island } from '../islands/Island.server';

export function Component() {
  return (
    <PageShell
      title={'Instant Burial Insurance Quote Estimate'}
      description={
        'Estimate a monthly premium for burial insurance from your age and the coverage you want, then ask a licensed agent for an exact free quote.'
      }
      path={getPath('quoteCalculator')}
      heading="Instant Quote Estimate"
      crumb="Quote Estimate"
      ogType="website"
      lede={
        <>
          Enter your age and the amount of coverage you would like to see a rough monthly estimate. A licensed agent can
          then give you exact prices from several insurers.
        </>
      }
    >
      <section aria-labelledby="estimate-your-premium">
        <h2 id="estimate-your-premium">Estimate your monthly premium</h2>
        <p>Type your age and the coverage you want, then press Calculate. You can change either one and press again.</p>
        <Island name="premium-calculator" component={PremiumCalculator} props={{}} />
      </section>
      <section aria-labelledby="an-estimate-not-an-offer">
        <h2 id="an-estimate-not-an-offer">An estimate, not an offer</h2>
        <p>
          Real prices depend on your health answers, tobacco use, state and the insurer. A free quote from an agent
          takes a few minutes and does not commit you to anything.
        </p>
        <div className="actions">
          <QuickQuoteButton label="Get my free quote" />
        </div>
      </section>
    </PageShell>
  );
}
