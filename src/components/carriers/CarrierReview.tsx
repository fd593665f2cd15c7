import type { Thing } from 'schema-dts';
import { isAppointed } from '#core/appointments';
import { freeLookSentence, fullBenefitNoter, withFullBenefitNote } from '#core/facts';
import { getPath } from '#core/paths';
import {
  type CarrierPlan,
  type ComparisonRow,
  comparisonRow,
  plansOfType,
} from '../../../content/data/carrier-comparison';
import type { CarrierReviewData } from '../../../content/data/carrier-reviews.schema';
import { buildFaqPage } from '../../seo/jsonld';
import { buildCarrierReview } from '../../seo/jsonld-guides';
import { ClaimsSection } from '../after-death/InsurerClaim';
import { Byline } from '../content/Byline';
import { CallToAction } from '../guides/GuidePage';
import { PageShell } from '../layout/PageShell';
import { FactSourceLine, FinancialStrength, planFacts, Representation } from './CarrierFacts';
import { PaidNote, RatingNote } from './RatingNote';

/** The Review of the insurer (never of the agency) and the page's FAQ, as JSON-LD nodes. */
export function carrierReviewJsonLd(review: CarrierReviewData): Thing[] {
  const path = getPath(review.page);
  return [
    buildCarrierReview({
      path,
      headline: review.heading,
      body: review.summary,
      carrier: { name: review.insurer, url: review.website },
      datePublished: review.published,
      dateModified: review.updated,
    }),
    buildFaqPage(path, review.faq),
  ];
}

/** The plans of one type (whole life or term) as tiles, each with its sourced facts and source. */
function PlanTiles({
  plans,
  review,
  note,
}: {
  plans: readonly CarrierPlan[];
  review: CarrierReviewData;
  note: (text: string) => string;
}) {
  const describe = new Map(review.policies.map((p) => [p.plan, p.description]));
  return (
    <ul className="tiles">
      {plans.map((plan) => (
        <li key={plan.name} className="tile">
          <h4>{plan.name}</h4>
          {describe.has(plan.name) ? <p>{describe.get(plan.name)}</p> : null}
          <ul>
            {planFacts(plan, note).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {[plan.source, ...(plan.moreSources ?? [])].map((source) => (
            <FactSourceLine key={source.url} source={source} />
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The sections of a review page, below its heading. */
export function CarrierReviewBody({
  review,
  row,
  note = withFullBenefitNote,
}: {
  review: CarrierReviewData;
  row: ComparisonRow;
  /** The page's noter (fullBenefitNoter), so that the note on the first two years stands once. */
  note?: (text: string) => string;
}) {
  const { name } = review;
  const sells = isAppointed(row.carrierId);
  const wholeLife = plansOfType(row, 'whole-life');
  const term = plansOfType(row, 'term');
  return (
    <>
      <Representation row={row} name={name} notAffiliatedWith={review.notAffiliatedWith} />
      <section aria-labelledby="at-a-glance">
        <h2 id="at-a-glance">{name} at a glance</h2>
        <p>{review.summary}</p>
        <dl className="tiles overview-cards">
          <div className="tile">
            <dt className="tile-kicker">Financial strength</dt>
            <dd>
              <FinancialStrength row={row} />
            </dd>
          </div>
          <div className="tile">
            <dt className="tile-kicker">Best for</dt>
            <dd>{review.bestFor}</dd>
          </div>
        </dl>
        {row.rating ? <RatingNote /> : <PaidNote />}
      </section>
      <section aria-labelledby="available-policies">
        <h2 id="available-policies">Available policies</h2>
        <p>
          Each plan lists only the facts we found in the source named under it; a figure we could not check there is
          left out. Ask {row.company} for the terms in your state before you buy.
        </p>
        <h3>Final expense whole life</h3>
        <PlanTiles plans={wholeLife} review={review} note={note} />
        {term.length > 0 ? (
          <>
            <h3>Term life (not final expense: it ends after a set time)</h3>
            <PlanTiles plans={term} review={review} note={note} />
          </>
        ) : null}
      </section>
      <section aria-labelledby="pros-and-cons">
        <h2 id="pros-and-cons">Pros and cons</h2>
        <div className="pros-cons">
          <div>
            <h3>Pros</h3>
            <ul className="pros">
              {review.pros.map((pro) => (
                <li key={pro}>{pro}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Cons</h3>
            <ul className="cons">
              {review.cons.map((con) => (
                <li key={con}>{con}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      {sells ? (
        <CallToAction id="get-a-quote" title={`Compare ${name} with other insurers`} quoteLabel="Get my free quote">
          <p>
            Let us compare {name} with the other insurers we offer for your age and health, so you know you are getting
            a fair deal. {freeLookSentence}
          </p>
        </CallToAction>
      ) : (
        <CallToAction id="get-a-quote" title="Compare with plans we offer" quoteLabel="Compare plans we offer">
          <p>
            We do not sell {name} plans. Tell us your age and a little about your health, and we will compare prices
            from the insurers we do offer, so you can weigh them against {name}. {freeLookSentence}
          </p>
        </CallToAction>
      )}
      <ClaimsSection carrierId={row.carrierId} name={name} />
      <section aria-labelledby="faq">
        <h2 id="faq">{name} questions and answers</h2>
        <div className="faq-list">
          {review.faq.map((item) => (
            <div key={item.question}>
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

/**
 * The review's words as shown: any sentence that promises the full benefit from the first day
 * carries the contestable-period and suicide-clause sentence after it (NAIC model 570).
 */
export function withLimits(
  review: CarrierReviewData,
  note: (text: string) => string = withFullBenefitNote,
): CarrierReviewData {
  return {
    ...review,
    summary: note(review.summary),
    policies: review.policies.map((p) => ({ ...p, description: note(p.description) })),
    pros: review.pros.map(note),
    faq: review.faq.map((item) => ({ ...item, answer: note(item.answer) })),
  };
}

/** A whole carrier review page; each of the five page modules passes its own review. */
export function CarrierReview({ review: written }: { review: CarrierReviewData }) {
  // One noter for the page: the note on the first two years stands once, later claims point to it.
  const note = fullBenefitNoter();
  const review = withLimits(written, note);
  return (
    <PageShell
      title={review.title}
      description={review.description}
      path={getPath(review.page)}
      heading={review.heading}
      crumb={review.name}
      parents={[{ name: 'Best Companies', path: getPath('bestCompanies') }]}
      ogType="article"
      lede={review.lede}
      jsonLd={carrierReviewJsonLd(review)}
    >
      <Byline page={review.page} reviewed={review.updated} />
      <CarrierReviewBody review={review} row={comparisonRow(review.page)} note={note} />
    </PageShell>
  );
}
