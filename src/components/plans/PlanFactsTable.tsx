import { formatUsdRange } from '#core/format';
import { chartGap, planTypeLabels } from '#core/pricing/engine';
import type { PlanRecord, PlanSource } from '#core/pricing/plan.schema';
import { planSources } from '../../../content/data/insurer-plans';
import { ExternalLink } from '../guides/ExternalLink';

/**
 * The facts of the appointed insurers' plans as the plan data holds them (decision 0066): plan,
 * type, issue ages, face amounts, whether it can be priced (and why not), and the documents each
 * fact was read in, with whose document it is and its date, and what we know of its health questions. The guide and "Whom we represent"
 * show it; no price appears here.
 */

const kindWords: Record<PlanSource['kind'], string> = {
  insurer: "the insurer's own document",
  filing: 'a state filing',
  'third-party-copy': "a third party's copy",
};

export function sourceLine(s: PlanSource): string {
  const date = s.date ? `dated ${s.date}` : 'no date printed';
  return `${kindWords[s.kind]}${s.producersOnly ? ', marked for producers only, so not linked' : ''}, ${date}, read ${s.checked}`;
}

function priceStatus(plan: PlanRecord): string {
  const gap = chartGap(plan);
  return gap === null ? 'Priced from its published chart' : `No price: ${gap}.`;
}

/** What the data holds about the plan's health questions, in one plain sentence. */
export function healthQuestionsStatus(plan: PlanRecord): string {
  if (plan.healthQuestions) {
    const n = plan.healthQuestions.questions.length;
    return `${n} health ${n === 1 ? 'question' : 'questions'} on application form ${plan.healthQuestions.formNumber}.`;
  }
  if (plan.type === 'guaranteed') return 'None: guaranteed issue.';
  if (plan.eligibility)
    return `${plan.eligibility.text} The questions’ own words are not in the copy we could read (application form ${plan.eligibility.applicationForms.join(', or ')}).`;
  return 'Not recorded: no copy of its application we could read prints them.';
}

/**
 * What the plan pays for a death from illness in its first years, from its payout rule in the plan
 * data: the premiums back with a stated percentage (`premiums-plus`), a share of the face amount
 * (`face-percent`), or the full amount; with no rule recorded, the plan's own papers set it.
 */
export function earlyPayout(plan: PlanRecord): string {
  const rule = plan.payout;
  if (!rule) return "Not recorded: the plan's own papers set what it pays in its first years.";
  const years = `${rule.years} ${rule.years === 1 ? 'year' : 'years'}`;
  switch (rule.kind) {
    case 'premiums-plus':
      return `Premiums back plus ${rule.percentAdded ?? 0}% for a death from illness in the first ${years}: “${rule.text}”`;
    case 'face-percent':
      return `A share of the face amount for a death from illness in the first ${years}${
        rule.facePercentByYear ? ` (${rule.facePercentByYear.map((p) => `${p}%`).join(', then ')})` : ''
      }: “${rule.text}”`;
    case 'full':
      return `The full amount, with no graded years in the plan's terms: “${rule.text}”`;
  }
}

export function PlanFactsTable({ plans, caption }: { plans: readonly PlanRecord[]; caption: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={caption} tabIndex={0}>
      <table className="data-table plan-facts">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Type</th>
            <th scope="col">Issue ages</th>
            <th scope="col">Amounts</th>
            <th scope="col">In the first years</th>
            <th scope="col">Price</th>
            <th scope="col">Health questions</th>
            <th scope="col">Sources</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id} id={plan.id}>
              <th scope="row">
                {plan.insurer}, {plan.name}
                {plan.formNumbers ? ` (form ${plan.formNumbers.join(', ')})` : ''}
              </th>
              <td>{planTypeLabels[plan.type]}</td>
              <td>{plan.issueAges ? `${plan.issueAges.min} to ${plan.issueAges.max}` : 'Not found'}</td>
              <td>
                {plan.faceAmount ? formatUsdRange(plan.faceAmount) : 'Not found'}
                {Object.entries(plan.stateFaceAmounts ?? {}).map(([state, r]) => ` (${state}: ${formatUsdRange(r)})`)}
              </td>
              <td>{earlyPayout(plan)}</td>
              <td>{priceStatus(plan)}</td>
              <td>{healthQuestionsStatus(plan)}</td>
              <td>
                <ul className="plan-sources">
                  {planSources(plan).map((s) => (
                    <li key={s.url}>
                      {/* A copy marked for producers only is named, never linked, on a public page. */}
                      {s.producersOnly ? s.title : <ExternalLink href={s.url}>{s.title}</ExternalLink>} ({sourceLine(s)}
                      )
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
