import { formatCents } from '#core/numbers';
import { getPath } from '#core/paths';
import { planTypeLabels, quotePlan } from '#core/pricing/engine';
import { pricedPlans } from '../../../content/data/insurer-plans';
import {
  buildDay,
  describeCase,
  figureSource,
  startingCase,
  waitingSentence,
} from '../../../content/data/insurer-plans/claims';
import {
  asOfLabel,
  publishedPriceTables,
  publishedTable,
  type TableColumn,
  type TableEntry,
  tableColumns,
} from '../../../content/data/published-prices';
import { ExternalLink } from './ExternalLink';

/** The ages the guide's price table shows for each plan we sell with a rate book. */
export const tableAges = [55, 60, 65, 70, 75, 80] as const;

const columnLabel = (c: TableColumn) => (c === 'not-stated' ? 'Kind of plan not stated' : planTypeLabels[c]);

const sexes = (entry: TableEntry) => {
  const found = new Set(entry.figures.map((f) => f.sex));
  return found.size > 1 ? 'women to men' : found.has('female') ? 'women' : found.has('male') ? 'men' : 'everyone';
};

/** One source's figures in one cell: range, period, whose figure it is, and its date. */
function cellText(entry: TableEntry): string {
  const { lowest: low, highest: high } = entry;
  const range =
    low.cents === high.cents ? formatCents(low.cents) : `${formatCents(low.cents)}–${formatCents(high.cents)}`;
  const whose =
    low.kind === 'plan-price'
      ? `${low.insurer}, ${low.plan}`
      : `${low.publisher}’s ${low.kind === 'lowest-of-compared' ? 'lowest' : 'average'}`;
  const waiting = low.waiting ? ', with a waiting period' : '';
  const when = low.asOf.length === 7 ? `Published in ${low.asOfLabel}` : `As of ${low.asOfLabel}`;
  return `${range} a ${low.period} for ${sexes(entry)}. ${whose}${waiting}. ${when}${low.stale ? '; it may have changed since' : ''}.`;
}

/**
 * The guide's price table (decisions 0066 and 0086). First the published figures by age band and
 * plan type, for $10,000: each cell names whose figure it is and its date, and says "no published
 * figure" where none was found; the sources follow, each with its basis. Then, for each plan we
 * sell whose rate book is loaded, its monthly price at several ages for the starting case.
 */
export function PremiumTable() {
  const rows = publishedTable({ today: buildDay });
  const used = tableColumns.filter((c) => rows.some((r) => r.cells[c] !== null));
  return (
    <>
      <p>
        These are prices others have published for $10,000 of coverage. Each one says who published it and when. They
        are not the prices of the plans we sell.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" aria-label="Published prices by age" tabIndex={0}>
        <table className="data-table premium-table">
          <caption>Published prices for $10,000 of coverage, non-tobacco where the source says</caption>
          <thead>
            <tr>
              <th scope="col">Ages</th>
              {used.map((c) => (
                <th scope="col" key={c}>
                  {columnLabel(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.band.label}>
                <th scope="row">{row.band.label}</th>
                {used.map((c) => (
                  <td key={c}>
                    {row.cells[c]?.map((entry) => <p key={entry.tableId}>{cellText(entry)}</p>) ??
                      'No published figure'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>
        No published figure was found for{' '}
        {tableColumns
          .filter((c) => !used.includes(c))
          .map((c) => columnLabel(c).toLowerCase())
          .join(', ')}{' '}
        plans.
      </p>
      <h3>Where these figures come from</h3>
      <ul className="published-sources">
        {publishedPriceTables.map((t) => (
          <li key={t.id}>
            {t.source.producerOnly ? (
              figureSource(t.source)
            ) : (
              <ExternalLink href={t.source.url}>{figureSource(t.source)}</ExternalLink>
            )}
            . Data dated {asOfLabel(t.source.asOf)}.
          </li>
        ))}
      </ul>
      {pricedPlans.length > 0 ? (
        <>
          <h3>Prices of the plans we sell</h3>
          <p>Monthly prices from each plan's rate book for {describeCase(startingCase)}, at the ages shown.</p>
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
                      (c, i) =>
                        `age ${tableAges[i]}: ${c.ok ? `${formatCents(c.monthlyCents)} a month` : 'not offered'}`,
                    )
                    .join('; ')}
                  .{first?.ok ? ` ${waitingSentence(first) ?? ''}` : ''}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p>
          No plan we sell has its rate book loaded yet. <a href={getPath('whomWeRepresent')}>Whom we represent</a> lists
          the plans and what each is missing.
        </p>
      )}
    </>
  );
}
