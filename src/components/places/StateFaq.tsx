import { facts } from '#core/facts';
import { formatUsd } from '#core/format';
import { stateInSentence } from '#core/place-naming';
import type { FaqItem } from '../../../content/data/faq.schema';
import { guaranteedIssueSummary } from '../../../content/data/guaranteed-issue';
import type { Regulator } from '../../../content/data/regulators';
import type { StateRecord } from '../../../content/data/schemas';

/**
 * The questions of a state page, every one with the state's name written in (the old app left a
 * placeholder in the medical exam answer). The same items feed the accordion and FAQPage JSON-LD.
 */
export function stateFaqItems(
  state: StateRecord,
  cost: { amount: number; estimate: boolean },
  regulator: Regulator,
): FaqItem[] {
  const name = stateInSentence(state);
  const people = state.code === 'DC' ? 'District residents' : `${state.name} residents`;
  return [
    {
      id: 'faq-exam',
      question: `Do I need a medical exam to buy burial insurance in ${name}?`,
      answer: `No. The final expense plans we offer in ${name} never require a medical exam. Most ask a few health questions; guaranteed issue plans ask none, at the ages each insurer sets: ${guaranteedIssueSummary()}.`,
    },
    {
      id: 'faq-price',
      question: `How much does burial insurance cost in ${name}?`,
      answer: `Plans start at ${facts.startingPremium}. Most ${people} pay ${facts.premiumRange}, depending on age, health, tobacco use and the amount of coverage.`,
    },
    {
      id: 'faq-funeral',
      question: `What does a funeral cost in ${name}?`,
      answer: cost.estimate
        ? `Our estimate of the average funeral with viewing and burial in ${name} is ${formatUsd(cost.amount)}, before cemetery charges such as the plot and headstone.`
        : `We have no separate estimate for ${name}; the national average for a funeral with viewing and burial is ${formatUsd(cost.amount)}, before cemetery charges.`,
    },
    {
      id: 'faq-amount',
      question: `How much coverage can I buy in ${name}?`,
      answer: `${people} aged ${facts.issueAges} can choose a benefit of ${facts.coverageRange}. Premiums are fixed for life and the policy never expires while they are paid.`,
    },
    {
      id: 'faq-waiting',
      question: `Is there a waiting period on burial insurance in ${name}?`,
      answer: `Level benefit plans pay in full from the first day. Graded and guaranteed issue plans have a waiting period of ${facts.waitingPeriod} for death from natural causes; accidental death is covered at once.`,
    },
    {
      id: 'faq-regulator',
      question: `Who regulates burial insurance in ${name}?`,
      answer: `The ${regulator.name} licenses the insurers and agents that sell life insurance in ${name}. Its website lets you check a license and file a complaint.`,
    },
  ];
}

/**
 * The FAQ as disclosure widgets: <details> opens and closes without JavaScript, so the FAQ works
 * in the static HTML of the page (it is rendered at build, like the rest of the place text).
 */
export function StateFaq({ state, items }: { state: StateRecord; items: readonly FaqItem[] }) {
  return (
    <section className="place-faq" aria-labelledby="state-faq">
      <h2 id="state-faq">Questions about burial insurance in {stateInSentence(state)}</h2>
      {items.map((item) => (
        <details key={item.id} id={item.id} className="place-faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
