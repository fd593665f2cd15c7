import { formatUsd } from '#core/format';
import { bandTable, estimateNote, formatDollarRange } from '#core/pricing/estimate';
import { PlanColumnsHead } from '../calculators/EstimateList';
import { ScrollRegion } from './GuidePage';

/** The coverage the guide's table prices. */
export const tableCoverage = 10_000;

/**
 * Sample monthly premiums by age band and plan type, computed by the price engine from the rate
 * data (non-tobacco, from the youngest woman to the oldest man in each band), so the table and the
 * calculator can never disagree.
 */
export function PremiumTable() {
  const amount = formatUsd(tableCoverage);
  return (
    <>
      <p>
        Sample monthly prices for {amount} of coverage for people who do not use tobacco, from published rate charts.
        Level benefit plans ask health questions and pay in full from the first day; graded plans pay part of the
        benefit in the first two years; guaranteed issue plans ask no health questions.
      </p>
      <ScrollRegion label="Sample monthly premiums by age">
        <table className="data-table premium-table">
          <caption>Sample monthly premiums for {amount} of coverage, non-tobacco (estimates, not quotes)</caption>
          <PlanColumnsHead first="Age" />
          <tbody>
            {bandTable(tableCoverage).map(({ band, cells }) => (
              <tr key={band.min}>
                <th scope="row">
                  {band.min}–{band.max}
                </th>
                {cells.map((cell) => (
                  <td key={cell.plan}>
                    {cell.offered ? formatDollarRange(cell.lowCents, cell.highCents) : 'Not offered'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="note">
        Each range runs from a woman at the youngest age of the band to a man at the oldest. Tobacco users pay more.{' '}
        {estimateNote}
      </p>
    </>
  );
}
