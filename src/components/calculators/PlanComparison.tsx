import { formatCents } from '#core/numbers';
import { getPath } from '#core/paths';
import { type PlanQuote, planTypeLabels } from '#core/pricing/engine';

/**
 * The plans a shopper can buy through us, side by side (decision 0066): insurer and plan (linked
 * to the insurer's facts on the "Whom we represent" page), plan type, monthly price from the
 * plan's own published chart with its rate date, what a death in years 1-2 pays, and the years
 * after which the premiums paid pass the amount. Priced plans come first, cheapest first; a plan
 * without a price says why. Each row holds its insurer and plan beside its price, and a graded
 * plan's row its waiting period.
 */

export type ComparisonRowData = PlanQuote & { needsAnswers: boolean };

function price(row: ComparisonRowData): string {
  if (!row.ok) return `No published price: ${row.message.replace(/^No price: /, '')}`;
  if (row.needsAnswers) return 'Choose sex and tobacco use to see this price';
  return `${formatCents(row.monthlyCents)} a month (rates dated ${row.plan.rates?.source.date ?? 'with no date'})`;
}

function payout(row: ComparisonRowData): string {
  const rule = row.plan.payout;
  if (!rule) return 'Not stated in the documents we read';
  if (rule.kind === 'full') return 'The full amount from the first day';
  if (!row.ok || row.needsAnswers || !row.payout) return `${rule.text} (waiting period: ${rule.years} years)`;
  const p = row.payout;
  return `Death from illness: ${formatCents(p.month6Cents)} in month 6, ${formatCents(p.month18Cents)} in month 18, ${formatCents(p.afterWaitingCents)} after ${p.waitingYears} years (the waiting period)${p.accidentDayOneCents === null ? '' : `; accident: ${formatCents(p.accidentDayOneCents)} from the first day`}`;
}

export function PlanComparison({ rows, caption }: { rows: readonly ComparisonRowData[]; caption: string }) {
  if (rows.length === 0) {
    return <p>None of the plans we sell takes this age and amount in this state.</p>;
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label="Plans compared" tabIndex={0}>
      <table className="data-table plan-comparison">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Insurer and plan</th>
            <th scope="col">Plan type</th>
            <th scope="col">Monthly price</th>
            <th scope="col">Paid for a death in years 1-2</th>
            <th scope="col">Years until premiums pass the amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.plan.id} data-plan={row.plan.id}>
              <th scope="row">
                <a href={getPath('whomWeRepresent', row.plan.carrierId)}>
                  {row.plan.insurer}, {row.plan.name}
                </a>
              </th>
              <td>{planTypeLabels[row.plan.type]}</td>
              <td>{price(row)}</td>
              <td>{payout(row)}</td>
              <td>{row.ok && !row.needsAnswers ? row.breakEvenYears : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
