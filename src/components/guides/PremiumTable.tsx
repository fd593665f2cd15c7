import { type PremiumColumn, premiumTable } from '../../../content/data/premium-table';
import { formatUsd, formatUsdRange } from '../../lib/format';
import { ScrollRegion } from './GuidePage';

const columns: ReadonlyArray<[PremiumColumn, string]> = [
  ['simplifiedIssue', 'Simplified issue'],
  ['modifiedIssue', 'Modified issue'],
  ['guaranteedIssue', 'Guaranteed issue'],
];

/** Sample monthly premiums by age band for the table's coverage amount, labelled as estimates. */
export function PremiumTable() {
  const amount = formatUsd(premiumTable.coverage);
  return (
    <>
      <p>
        Typical monthly prices for {amount} of coverage. Simplified issue plans ask health questions; modified issue
        plans are graded; guaranteed issue plans ask none.
      </p>
      <ScrollRegion label="Sample monthly premiums by age">
        <table className="data-table premium-table">
          <caption>Sample monthly premiums for {amount} of coverage (estimates, not quotes)</caption>
          <thead>
            <tr>
              <th scope="col">Age</th>
              {columns.map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {premiumTable.rows.map((row) => (
              <tr key={row.ageRange.min}>
                <th scope="row">
                  {row.ageRange.min}–{row.ageRange.max}
                </th>
                {columns.map(([key]) => (
                  <td key={key}>{formatUsdRange(row[key], '–')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="note">
        Sample estimates only. Your real price depends on your health, tobacco use, sex, state and the insurer.
      </p>
    </>
  );
}
