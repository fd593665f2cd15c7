import { formatUsd } from '#core/format';
import { estimateNote } from '#core/pricing/estimate';
import { anyOffered, type QuoteEstimate, quotePrice } from '#core/pricing/quote-estimate';
import { yearsOld } from '../../lib/premium';
import { PlanColumnsHead } from '../calculators/EstimateList';

function who({ inputs }: QuoteEstimate): string {
  const person = inputs.sex === 'female' ? 'woman' : 'man';
  const smoking = inputs.tobacco ? 'uses tobacco' : 'does not use tobacco';
  return `${yearsOld(inputs.age)} ${person} who ${smoking}`;
}

/**
 * The thank-you step's estimate: the monthly premium for each plan type at a few coverage amounts,
 * from the visitor's own answers, with the sentence every estimate carries.
 */
export function QuoteEstimateTable({ estimate, headingId }: { estimate: QuoteEstimate; headingId: string }) {
  return (
    <section className="qq-estimate" aria-labelledby={headingId}>
      <h4 id={headingId}>Your estimated monthly premium</h4>
      {anyOffered(estimate) ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="table-scroll" aria-label="Estimated monthly premiums" tabIndex={0}>
          <table className="data-table">
            <caption>Monthly estimate for {who(estimate)}</caption>
            <PlanColumnsHead first="Coverage" />
            <tbody>
              {estimate.rows.map((row) => (
                <tr key={row.coverage}>
                  <th scope="row">{formatUsd(row.coverage)}</th>
                  {row.plans.map((cell) => (
                    <td key={cell.plan}>{cell.offered ? quotePrice(cell.lowCents, cell.highCents) : 'Not offered'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>
          The plans we price here are for ages 50 to 85, so we cannot estimate a price for {who(estimate)}. The agent
          will talk you through your choices.
        </p>
      )}
      <p>{estimateNote}</p>
    </section>
  );
}
