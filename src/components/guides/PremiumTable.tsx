import { formatCents } from '#core/numbers';
import { getPath } from '#core/paths';
import { quotePlan } from '#core/pricing/engine';
import { appointedPlans, pricedPlans } from '../../../content/data/insurer-plans';
import {
  describeCase,
  noPriceSentence,
  startingCase,
  waitingSentence,
} from '../../../content/data/insurer-plans/claims';

/** The ages the guide's price table shows, for the starting price's case otherwise. */
export const tableAges = [55, 60, 65, 70, 75, 80] as const;

/**
 * The guide's price table (decision 0066): each priced plan's published monthly price for the
 * starting price's case at several ages, every row naming its insurer and plan and its rate date,
 * a graded plan's row with its waiting period and payout. When no appointed plan can be priced,
 * the guide says so and lists the plans with why each has no price, instead of a number.
 */
export function PremiumTable() {
  if (pricedPlans.length === 0) {
    return (
      <>
        <p>{noPriceSentence}</p>
        <p>
          <a href={getPath('whomWeRepresent')}>Whom we represent</a> lists the {appointedPlans.length} plans we sell and
          says why each has no price yet.
        </p>
      </>
    );
  }
  return (
    <>
      <p>Monthly prices from each plan's published chart for {describeCase(startingCase)}, at the ages shown.</p>
      <ul>
        {pricedPlans.map((plan) => {
          const cells = tableAges.map((age) => quotePlan(plan, { ...startingCase, age }, startingCase.face));
          const first = cells.find((c) => c.ok);
          return (
            <li key={plan.id}>
              <strong>
                {plan.insurer}, {plan.name}
              </strong>{' '}
              (rates dated {plan.rates?.source.date ?? 'with no date'}):{' '}
              {cells
                .map(
                  (c, i) => `age ${tableAges[i]}: ${c.ok ? `${formatCents(c.monthlyCents)} a month` : 'not offered'}`,
                )
                .join('; ')}
              .{first?.ok ? ` ${waitingSentence(first) ?? ''}` : ''}
            </li>
          );
        })}
      </ul>
    </>
  );
}
