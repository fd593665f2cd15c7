import { formatUsd } from '#core/format';
import { formatCents } from '#core/numbers';
import { planTypeLabels } from '#core/pricing/engine';
import { anyPriced, type QuoteEstimate } from '#core/pricing/quote-estimate';
import { siteConfig } from '#core/site.config';
import { noPriceSentence } from '../../../content/data/insurer-plans/claims';
import { yearsOld } from '../../lib/premium';

function who({ inputs }: QuoteEstimate): string {
  const person = inputs.sex === 'female' ? 'woman' : 'man';
  const smoking = inputs.tobacco ? 'uses tobacco' : 'does not use tobacco';
  return `${yearsOld(inputs.age)} ${person} who ${smoking}${inputs.state ? `, in ${inputs.state}` : ''}`;
}

/**
 * The thank-you step's estimate (decision 0066): the plans we sell that take the visitor's age, at
 * $10,000, each with its insurer and plan and its price from its own published chart and rate
 * date, or the reason it has none. When no plan is priced, it says so instead of a number.
 */
export function QuoteEstimateTable({ estimate, headingId }: { estimate: QuoteEstimate; headingId: string }) {
  const row = estimate.rows[0];
  const { license } = estimate;
  return (
    <section className="qq-estimate" aria-labelledby={headingId}>
      <h4 id={headingId}>Plans we sell for you</h4>
      {license ? (
        <p data-license>
          {'notLicensed' in license
            ? `${siteConfig.company.name} is not licensed to sell insurance in ${license.stateName}: the agent will tell you how to find one who is.`
            : `Quoted by ${siteConfig.company.name}, licensed in ${license.stateName}, license number ${license.number}${license.example ? ' (an example number until the agency enters its own)' : ''}.`}
        </p>
      ) : null}
      {!row || row.plans.length === 0 ? (
        <p>
          None of the plans we sell takes {who(estimate)} at {formatUsd(row?.coverage ?? 10_000)}. The agent will talk
          you through your choices.
        </p>
      ) : (
        <>
          {anyPriced(estimate) ? null : <p>{noPriceSentence}</p>}
          <ul>
            {row.plans.map((p) => (
              <li key={p.planId}>
                {p.insurer}, {p.plan} ({planTypeLabels[p.type].toLowerCase()}):{' '}
                {p.offered
                  ? `${formatCents(p.cents)} a month for ${who(estimate)}, ${formatUsd(row.coverage)} (rates dated ${p.ratesDate ?? 'with no date'})`
                  : 'no published price'}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
