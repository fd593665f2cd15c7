import { getPath } from '#core/paths';
import { PageShell } from '../components/layout/PageShell';
import { Island } from '../islands/Island.server';

export function Component() {
  return (
    <PageShell
      title={'Funeral Cost Calculator'}
      description={
        'Add up the cost of a funeral line by line: services, facilities, transport, casket or urn, cemetery, headstone and flowers, and see the total at once.'
      }
      path={getPath('funeralCostCalculator')}
      heading="Funeral Cost Calculator"
      crumb="Funeral Cost Calculator"
      ogType="website"
      lede={
        <>
          Enter what you expect to spend on each part of a funeral and the calculator adds up the total, so you know how
          much coverage to look for.
        </>
      }
    >
      <section aria-labelledby="how-to-use-the-calculator">
        <h2 id="how-to-use-the-calculator">How to use the calculator</h2>
        <p>
          Start from the typical amounts already filled in, change any line to match the prices of funeral homes near
          you, then press Calculate.
        </p>
        <ul>
          <li>Enter whole dollars, without cents or a dollar sign.</li>
          <li>Leave a line at 0 (or empty) if you will not need it, such as an urn for a burial.</li>
          <li>The total and a breakdown appear below the Calculate button.</li>
        </ul>
        <Island name="funeral-cost-calculator" props={{}} />
      </section>
    </PageShell>
  );
}
