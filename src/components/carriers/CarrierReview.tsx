import type { Thing } from 'schema-dts';
import { freeLookSentence } from '#core/facts';
import { formatUsdRange } from '#core/format';
import { getPath } from '#core/paths';
import { type ComparisonRow, comparisonRow } from '../../../content/data/carrier-comparison';
import type { CarrierReviewData } from '../../../content/data/carrier-reviews.schema';
import { buildFaqPage } from '../../seo/jsonld';
import { buildCarrierReview } from '../../seo/jsonld-guides';
import { Byline } from '../content/Byline';
import { CallToAction } from '../guides/GuidePage';
import { PageShell } from '../layout/PageShell';
import { RatingNote } from './RatingNote';

/** The Review of the insurer (never of the agency) and the page's FAQ, as JSON-LD nodes. */
export function carrierReviewJsonLd(review: CarrierReviewData): Thing[] {
  const path = getPath(review.page);
  return [
    buildCarrierReview({
      path,
      headline: review.heading,
      body: review.summary,
      carrier: { name: review.insurer, url: review.website },
      rating: review.ourRating,
      datePublished: review.published,
      dateModified: review.updated,
    }),
    buildFaqPage(path, review.faq),
  ];
}

/** The sections of a review page, below its heading. */
export function CarrierReviewBody({ review, row }: { review: CarrierReviewData; row: ComparisonRow }) {
  const { name } = review;
  const overview: Array<[string, string]> = [
    ['Our rating', `${review.ourRating.toFixed(1)} out of 5`],
    ['Coverage', formatUsdRange(row.coverage)],
    ['Issue ages', `${row.age.min} to ${row.age.max}`],
    ['Waiting period', row.waiting],
    ['Financial strength', `${row.rating} (as reported)`],
    ['Best for', review.bestFor],
  ];
  return (
    <>
      <section aria-labelledby="at-a-glance">
        <h2 id="at-a-glance">{name} at a glance</h2>
        <p>{review.summary}</p>
        <dl className="tiles overview-cards">
          {overview.map(([label, value]) => (
            <div key={label} className="tile">
              <dt className="tile-kicker">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <RatingNote />
      </section>
      <section aria-labelledby="available-policies">
        <h2 id="available-policies">Available policies</h2>
        <ul className="tiles">
          {review.policies.map((policy) => (
            <li key={policy.name} className="tile">
              <h3>{policy.name}</h3>
              <p>{policy.description}</p>
              {policy.facts.length > 0 ? (
                <ul>
                  {policy.facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
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
      {review.customerFeedback ? (
        <section aria-labelledby="customer-reviews">
          <h2 id="customer-reviews">Customer reviews</h2>
          <p>
            What {name} policyholders most often say in public reviews, summed up in our own words. These are common
            themes, not quotes from individual customers.
          </p>
          <ul className="tiles">
            {review.customerFeedback.map((theme) => (
              <li key={theme.title} className="tile">
                <span className="tile-kicker">{theme.tone}</span>
                <h3>{theme.title}</h3>
                <p>{theme.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CallToAction id="get-a-quote" title={`Compare ${name} with other insurers`} quoteLabel="Get my free quote">
        <p>
          Before you apply to {name}, let us compare prices from other highly rated insurers for your age and health, so
          you know you are getting a fair deal. {freeLookSentence}
        </p>
      </CallToAction>
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

/** A whole carrier review page; each of the five page modules passes its own review. */
export function CarrierReview({ review }: { review: CarrierReviewData }) {
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
      <CarrierReviewBody review={review} row={comparisonRow(review.page)} />
    </PageShell>
  );
}
