import { formatUsd, isoDay } from '#core/format';
import { formatCents } from '#core/numbers';
import { planTypeLabels } from '#core/pricing/engine';
import { anyPriced, type QuoteEstimate } from '#core/pricing/quote-estimate';
import { siteConfig } from '#core/site.config';
import { noBookSentence } from '../../../content/data/insurer-plans/claims';
import { publishedFiguresAt } from '../../../content/data/published-prices';
import { yearsOld } from '../../lib/premium';
import { PublishedFigureList } from '../prices/PublishedFigureList';

function who({ inputs }: QuoteEstimate): string {
  const person = inputs.sex === 'female' ? 'woman' : 'man';
  const smoking = inputs.tobacco ? 'uses tobacco' : 'does not use tobacco';
  return `${yearsOld(inputs.age)} ${person} who ${smoking}${inputs.state ? `, in ${inputs.state}` : ''}`;
}

/** The published figures for the visitor's answers (decision 0086), and those at the ages around hers. */
function Published({ estimate }: { estimate: QuoteEstimate }) {
  const { inputs } = estimate;
  const query = {
    age: inputs.age,
    sex: inputs.sex,
    tobacco: inputs.tobacco,
    amount: estimate.rows[0]?.coverage ?? 10_000,
    today: isoDay(),
    ...(inputs.state ? { state: inputs.state } : {}),
  };
  const { figures, nearby } = publishedFiguresAt(query);
  return (
    <>
      <p>
        Published prices for {who(estimate)}, {formatUsd(query.amount)}
        {figures.length + nearby.length === 0 ? ': none was found for these answers.' : ':'}
      </p>
      {figures.length > 0 ? <PublishedFigureList figures={figures} /> : null}
      {nearby.length > 0 ? (
        <>
          <p>For the ages nearest yours in a table that lists only some ages:</p>
          <PublishedFigureList figures={nearby} />
        </>
      ) : null}
    </>
  );
}

/**
 * The thank-you step's estimate (decisions 0066 and 0086): the published figures for the visitor's
 * age, sex, tobacco use and amount, each named and dated; then the plans we sell that take her age, at
 * $10,000, each with its insurer and plan and its price from its own published chart and rate
 * date, or the reason it has none. When no plan is priced, it says so instead of a number.
 */
export function QuoteEstimateTable({ estimate, headingId }: { estimate: QuoteEstimate; headingId: string }) {
  const row = estimate.rows[0];
  const { license } = estimate;
  return (
    <section className="qq-estimate" aria-labelledby={headingId}>
      <h4 id={headingId}>Prices for you</h4>
      <Published estimate={estimate} />
      <p>The plans we sell:</p>
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
          {anyPriced(estimate) ? null : <p>{noBookSentence}</p>}
          <ul data-plans>
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
