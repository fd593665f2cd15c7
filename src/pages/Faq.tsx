import { Link } from 'react-router-dom';
import { getPath, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { faqDates, faqs } from '../../content/data/faq';
import { Byline } from '../components/content/Byline';
import { FaqAccordion } from '../components/content/FaqAccordion';
import { formatHours } from '../components/layout/Footer';
import { PageShell } from '../components/layout/PageShell';
import { QuickQuoteButton } from '../components/ui/QuickQuoteButton';
import { buildFaqPage } from '../seo/jsonld';

export function Component() {
  const { phones, hours } = siteConfig;
  return (
    <PageShell
      title="Burial Insurance FAQ"
      description="Straight answers to the questions people ask most about burial insurance: cost, health questions, waiting periods, payouts and cancelling."
      path={getPath('faq')}
      heading="Frequently Asked Questions"
      crumb="FAQ"
      jsonLd={[
        { ...buildFaqPage(getPath('faq'), faqs), datePublished: faqDates.published, dateModified: faqDates.updated },
      ]}
      lede="Short, plain answers to common questions about burial and final expense insurance. Choose a question to read its answer."
    >
      <Byline page="faq" reviewed={faqDates.updated} />
      <section aria-labelledby="questions">
        <h2 id="questions" className="visually-hidden">
          Questions and answers
        </h2>
        <FaqAccordion items={faqs} />
        <p id="file-a-claim">
          How does my family file a claim? <Link to={getPath('whenSomeoneDies')}>When someone dies</Link> lists each
          step and each insurer’s claim line.
        </p>
      </section>
      <section aria-labelledby="still-have-a-question">
        <h2 id="still-have-a-question">Still have a question?</h2>
        <p>
          Call a licensed agent at <a href={telHref(phones.sales.e164)}>{phones.sales.display}</a>, {formatHours(hours)}
          , or ask for a free quote and we will answer it for your situation. The{' '}
          <Link to={getPath('learningCenter')}>Learning Center</Link> explains the words you may meet along the way.
        </p>
        <QuickQuoteButton />
      </section>
    </PageShell>
  );
}
