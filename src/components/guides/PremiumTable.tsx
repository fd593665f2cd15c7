import { formatUsd } from '#core/format';
import { bandTable, estimateNote, formatDollarRange } from '#core/pricing/estimate';
import { rateData } from '#core/pricing/rates';
import { gradedDefinition } from '../../../content/data/glossary';
import { PlanColumnsHead } from '../calculators/EstimateList';
import { ExternalLink } from './ExternalLink';
import { ScrollRegion } from './GuidePage';

const [s1, s2] = rateData.sources as [(typeof rateData.sources)[number], (typeof rateData.sources)[number]];

/** A source's name: its title up to the first colon ("Choice Mutual, \"Average Burial Insurance Costs By Age\""). */
const sourceName = (title: string) => title.split(':')[0] ?? title;

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
        Sample monthly prices for {amount} of coverage for people who do not use tobacco, worked out by our price
        engine. Which figures are published and which are our assumptions:
      </p>
      <ul>
        <li>
          Level benefit, non-tobacco, at ages 50, 55, 60 and so on to 85: published sample premiums (
          <ExternalLink href={s1.url}>{sourceName(s1.title)}</ExternalLink>, {s1.figuresDate}).
        </li>
        <li>
          Level benefit at the ages between, and for tobacco users: scaled from a second insurer's published rate table
          (<ExternalLink href={s2.url}>{sourceName(s2.title)}</ExternalLink>).
        </li>
        <li>
          Guaranteed issue: our assumption of 3/2 of the level price, checked against published ranges for ages 50 to
          69.
        </li>
        <li>Graded: our assumption of 5/4 of the level price; no source we found publishes graded prices.</li>
      </ul>
      <p>
        Level benefit plans ask health questions. Graded benefit: {gradedDefinition} Guaranteed issue plans ask no
        health questions.
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
