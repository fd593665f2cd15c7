import { disclosures } from '#core/facts';
import type { FaqItem } from '../../../content/data/faq.schema';
import { freeLookPeriod } from '../../../content/generate/places';
import type { StatePageFacts } from '../../../content/places/place-facts';
import { noExamText } from '../content/Claims';

/**
 * The questions of a state page, answered from the state's facts record and the site config only
 * (no statistic without its source, nothing said where a fact is unknown). The same items feed the
 * accordion and the FAQPage JSON-LD.
 */
export function stateFaqItems(f: StatePageFacts): FaqItem[] {
  const items: FaqItem[] = [
    {
      id: 'faq-exam',
      question: `Do I need a medical exam to buy burial insurance in ${f.name}?`,
      answer: `${noExamText()} ${disclosures.guaranteedIssue.charAt(0).toUpperCase()}${disclosures.guaranteedIssue.slice(1)}.`,
    },
    {
      id: 'faq-price',
      question: `How much does burial insurance cost in ${f.name}?`,
      answer: `The price depends on your age, sex, tobacco use, health and the amount of coverage. The price calculator on this site shows the prices published for your age and amount, each with who published it and when. A licensed agent gives you the real price of the plans we sell.`,
    },
  ];
  const cost = f.funeralCost;
  if (cost) {
    items.push({
      id: 'faq-funeral',
      question: `What does a funeral cost in ${f.name}?`,
      answer: `The National Funeral Directors Association gives a ${cost.scope} ${cost.kind} of ${cost.burial} for a funeral with viewing and burial in ${cost.year}${cost.cremation ? `, and ${cost.cremation} with cremation` : ''}, before cemetery charges such as the plot and the headstone.`,
    });
  }
  const reg = f.regulator;
  if (reg) {
    items.push({
      id: 'faq-regulator',
      question: `Who licenses insurance agents in ${f.name}?`,
      answer:
        reg.licenses.url === reg.complaints.url
          ? `The ${reg.licenses.name} licenses insurance agents in ${f.name} and takes complaints from consumers.`
          : `The ${reg.licenses.name} licenses insurance agents in ${f.name}, and the ${reg.complaints.name} takes complaints from consumers.`,
    });
  }
  const look = f.freeLook;
  if (look) {
    items.push({
      id: 'faq-free-look',
      question: `Can I cancel a new life insurance policy in ${f.name}?`,
      answer: `Yes. ${freeLookPeriod(look)}${look.older ? ` Under ${look.older.citation}, buyers aged ${look.older.age} and over have ${look.older.days} days.` : ''}`,
    });
  }
  return items;
}

/**
 * The FAQ as disclosure widgets: <details> opens and closes without JavaScript, so the FAQ works
 * in the static HTML of the page (it is rendered at build, like the rest of the place text).
 */
export function StateFaq({ facts: f, items }: { facts: StatePageFacts; items: readonly FaqItem[] }) {
  return (
    <section className="place-faq" aria-labelledby="state-faq">
      <h2 id="state-faq">Questions about burial insurance in {f.name}</h2>
      {items.map((item) => (
        <details key={item.id} id={item.id} className="place-faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
