import { Link } from 'react-router-dom';
import { appointmentsAreSample, isAppointed } from '#core/appointments';
import { disclosures, statesFullBenefit } from '#core/facts';
import { getPath } from '#core/paths';
import { type CarrierPlan, carrierComparison, plansOfType } from '../../content/data/carrier-comparison';
import { carriers } from '../../content/data/carriers';
import Content, { frontmatter } from '../../content/pages/best-companies.md';
import {
  FinancialStrength,
  NOT_CHECKED,
  planAges,
  planAmount,
  planQuestions,
} from '../components/carriers/CarrierFacts';
import { RatingNote } from '../components/carriers/RatingNote';
import { ExternalLink } from '../components/guides/ExternalLink';
import { CallToAction, GuidePage, ScrollRegion } from '../components/guides/GuidePage';

const reviewed = new Set(carrierComparison.map((row) => row.carrierId));

/** Every plan of one type across the five insurers, with its company, in the table's order. */
const plansByType = (type: CarrierPlan['type']) =>
  carrierComparison.flatMap((row) => plansOfType(row, type).map((plan) => ({ row, plan })));

/** A table cell: the sourced figure, or "Not checked". */
const cell = (value: string | undefined) => value ?? NOT_CHECKED;

type Column = [header: string, value: (plan: CarrierPlan) => string | undefined];

const wholeLifeColumns: Column[] = [
  ['Health questions', planQuestions],
  ['Issue ages', planAges],
  ['Coverage', planAmount],
  ['Waiting period', (plan) => plan.waiting],
];
const termColumns: Column[] = [
  ['Coverage', planAmount],
  ['Waiting period', (plan) => plan.waiting],
];

/** One table of the five insurers' plans of one type: company, plan, the columns, and the source. */
function PlanTable({
  type,
  label,
  caption,
  columns,
}: {
  type: CarrierPlan['type'];
  label: string;
  caption: string;
  columns: readonly Column[];
}) {
  return (
    <ScrollRegion label={label}>
      <table className="data-table" data-plan-type={type}>
        <caption>
          {caption}
          {plansByType(type).some(({ plan }) => plan.waiting && statesFullBenefit(plan.waiting))
            ? `. ${disclosures.fullBenefit}`
            : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Plan</th>
            {columns.map(([header]) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {plansByType(type).map(({ row, plan }) => (
            <tr key={`${row.page}-${plan.name}`}>
              <th scope="row">
                <Link to={getPath(row.page)}>{row.company}</Link>
              </th>
              <td>{plan.name}</td>
              {columns.map(([header, value]) => (
                <td key={header}>{cell(value(plan))}</td>
              ))}
              <td>
                {[plan.source, ...(plan.moreSources ?? [])].map((source, i) => (
                  <span key={source.url}>
                    {i > 0 ? '; ' : ''}
                    <ExternalLink href={source.url}>{source.name}</ExternalLink>, checked {source.checked}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function Component() {
  const others = carriers.filter((c) => !reviewed.has(c.id));
  return (
    <GuidePage
      page="bestCompanies"
      frontmatter={frontmatter}
      crumb="Best Companies"
      lede="Five insurers that sell final expense insurance, compared on issue ages, coverage, waiting periods and AM Best grades, each with its source."
    >
      <section aria-labelledby="top-five">
        <h2 id="top-five">Five insurers we review</h2>
        <p>
          We sell plans only from the insurers we are appointed with; the cards say which of these five they are.
          {appointmentsAreSample()
            ? ' Our list of insurers is an example until the agency confirms its appointments.'
            : ''}
        </p>
        <ul className="tiles">
          {carrierComparison.map((row) => {
            return (
              <li key={row.page} className="tile provider-card">
                <h3>{row.company}</h3>
                <p className="tile-kicker">
                  Financial strength <FinancialStrength row={row} />
                </p>
                <p>
                  Whole life:{' '}
                  {plansOfType(row, 'whole-life')
                    .map((plan) => plan.name)
                    .join(', ')}
                  .
                </p>
                <p data-appointed={isAppointed(row.carrierId)}>
                  {isAppointed(row.carrierId) ? 'We offer its plans.' : 'We do not sell its plans.'}
                </p>
                <Link className="tile-link" to={getPath(row.page)}>
                  Learn More<span className="visually-hidden"> about {row.company}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <RatingNote />
      </section>
      <section aria-labelledby="comparison-table">
        <h2 id="comparison-table">Side-by-side comparison</h2>
        <p>
          Each figure comes from the source linked in its row, checked on the date shown there. Where that source does
          not give a figure, the table says “{NOT_CHECKED}” rather than guess: ask the insurer.
        </p>
        <h3 id="whole-life-table">Final expense whole life</h3>
        <PlanTable
          type="whole-life"
          label="Final expense whole life plans compared"
          caption="Final expense whole life plans of five insurers"
          columns={wholeLifeColumns}
        />
        <h3 id="term-table">Term life (not final expense: it ends after a set time)</h3>
        <PlanTable
          type="term"
          label="Term life plans compared"
          caption="Term life plans of the same insurers"
          columns={termColumns}
        />
        <h3 id="ratings-table">Financial strength</h3>
        <ScrollRegion label="Financial strength ratings compared">
          <table className="data-table" data-ratings="">
            <caption>AM Best financial strength ratings of the five insurers</caption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Rated company</th>
                <th scope="col">Rating</th>
              </tr>
            </thead>
            <tbody>
              {carrierComparison.map((row) => (
                <tr key={row.page}>
                  <th scope="row">
                    <Link to={getPath(row.page)}>{row.company}</Link>
                  </th>
                  <td>{row.ratedCompany}</td>
                  <td>
                    <FinancialStrength row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <RatingNote />
      </section>
      <Content />
      <section aria-labelledby="more-insurers">
        <h2 id="more-insurers">More insurers in the final expense market</h2>
        <p>
          These companies also sell small whole life policies to older adults. We have not checked their financial
          strength ratings with AM Best, so we do not show them here; an agent can compare the ones we offer for you.
        </p>
        <ul className="tiles">
          {others.map((carrier) => (
            <li key={carrier.id} className="tile">
              <h3>{carrier.name}</h3>
              <p className="tile-kicker">Founded {carrier.founded}</p>
              <p>{carrier.description}</p>
              <ul>
                {carrier.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction title="Not sure which insurer fits you?">
        <p>
          Tell us your age and a little about your health, and we will show you which of the insurers we offer would
          accept you, and at what price.
        </p>
      </CallToAction>
    </GuidePage>
  );
}
