import { Link } from 'react-router-dom';
import { type ClaimId, sourcedClaims } from '#core/claims';
import { disclosures, facts, operations } from '#core/facts';
import { getPath, mailtoHref, telHref } from '#core/paths';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import { commonFaqs } from '../../content/data/faq-common';
import { featuredTestimonials } from '../../content/data/testimonials-featured';
import { ClaimList } from '../components/content/Claim';
import {
  NoExamClaim,
  noExamText,
  StartingPrice,
  startingPriceText,
  WaitingPeriodNote,
} from '../components/content/Claims';
import { hasSample, sampleStoriesIntro, TestimonialCard } from '../components/content/TestimonialCard';
import { formatHours } from '../components/layout/Footer';
import { StatePicker, statesByName } from '../components/StatePicker';
import { QuickQuoteButton } from '../components/ui/QuickQuoteButton';
import { buildCityItemList } from '../seo/jsonld';
import { Seo } from '../seo/Seo';

const { company, phones, email, hours } = siteConfig;

type Card = readonly [title: string, text: string];

const reasons: readonly Card[] = [
  [
    'Independent, licensed agents',
    'We work with several insurers, not just one, so we can compare prices and rules for you.',
  ],
  ['Health questions, not a medical exam', noExamText()],
  ['Plain answers, no pressure', 'We explain each plan in everyday words. You decide in your own time.'],
  ['Here when it matters', operations.claimHelp],
];

const coverage: readonly string[] = [
  `Coverage from ${facts.coverageRange}`,
  `Plans for ages ${facts.issueAges}`,
  `Premiums fixed for life. ${startingPriceText()}`,
  noExamText(),
  'Whole life coverage that never runs out while premiums are paid',
  'Paid in cash to your beneficiary, to use for any cost',
];

const steps: readonly Card[] = [
  ['Get a quote', 'Press Quick Quote and answer a few short questions, or call us. It takes a few minutes.'],
  [
    'Speak with an agent',
    'A licensed agent calls you, compares plans from several insurers and answers every question.',
  ],
  [
    'Get covered',
    `Apply by phone. There is no medical exam, but ${disclosures.healthQuestions}. Coverage starts with the first payment; graded and guaranteed issue plans pay the full benefit for death from natural causes only after ${facts.waitingPeriod}.`,
  ],
];

/** The claims of the register shown in "Our work in numbers" (only those with a source). */
const impact: readonly ClaimId[] = ['familiesServed', 'claimsSatisfaction', 'yearsExperience'];

const benefits: readonly Card[] = [
  ['Your family is not left with the bill', 'The policy pays for the funeral, so your loved ones do not have to.'],
  ['Your savings stay safe', 'The money you have put aside can stay with the people you love.'],
  ['A price that never changes', 'Your premium is set on the first day and stays the same for life.'],
  ['Peace of mind today', 'Your wishes are planned and paid for, and one worry is off your mind.'],
];

const trust: readonly ClaimId[] = ['reviewScore', 'bbbRating', 'statesLicensed'];

const resources = [
  ['guide', 'Burial insurance guide', 'How plans work, what they cost and what your state allows.'],
  [
    'bestCompanies',
    'Compare insurers',
    'Five insurers side by side: health questions, issue ages, coverage, waiting periods and AM Best grades.',
  ],
  ['learningCenter', 'Glossary and lessons', 'The words you will meet when you shop, explained simply.'],
  [
    'testimonials',
    'Success stories',
    hasSample(featuredTestimonials)
      ? 'Example stories of how coverage helps a family when the time comes.'
      : 'Families tell how their coverage helped when the time came.',
  ],
] as const;

/**
 * The home page. Every section is rendered at build into the static HTML, including the three
 * the old app loaded lazily behind "Loading..." (stories, questions, talk to an agent): their text
 * is small, and vite-react-ssg would preload a lazily imported chunk on this page anyway.
 */
export function Component() {
  return (
    <>
      <Seo
        title={company.name}
        description={`Burial and final expense insurance for ages ${facts.issueAges}: fixed premiums, coverage up to ${facts.coverageMax}, free quotes.`}
        path={getPath('home')}
        jsonLd={[buildCityItemList(getPath('home'), statesByName, { id: 'states', name: 'State pages' })]}
      />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-grid">
          <div>
            <h1 id="hero-title">Burial insurance that protects your family</h1>
            <p className="lede">
              Premiums that never go up, and coverage from {facts.coverageRange} for ages {facts.issueAges}. A licensed
              agent compares plans for you, free.
            </p>
            <NoExamClaim />
            <div className="actions">
              <QuickQuoteButton />
              <a className="btn btn-outline" href={telHref(phones.sales.e164)}>
                Call {phones.sales.display}
              </a>
            </div>
            <ClaimList ids={['familiesServed', 'bbbRating']} className="badges" label="Why families trust us" />
          </div>
          <div className="price-card">
            <p>
              <StartingPrice />
            </p>
            <p>Your price is locked in for life.</p>
            <WaitingPeriodNote />
          </div>
        </div>
      </section>

      <section className="container section" aria-labelledby="why-title">
        <h2 id="why-title">Why families choose us</h2>
        <ul className="cards">
          {reasons.map(([title, text]) => (
            <li className="card" key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
              {title === 'Here when it matters' ? (
                <Link to={getPath('whenSomeoneDies')}>What to do when someone dies</Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="band" aria-labelledby="coverage-title">
        <div className="container section">
          <h2 id="coverage-title">What the coverage includes</h2>
          <ul className="checks">
            {coverage.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <WaitingPeriodNote />
        </div>
      </section>

      <section className="container section" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="steps">
          {steps.map(([title, text]) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link className="more-link" to={getPath('process')}>
            Read what happens at each step
          </Link>
        </p>
      </section>

      {sourcedClaims(claimsRegister, impact).length > 0 ? (
        <section className="band band-dark" aria-labelledby="impact-title">
          <div className="container section">
            <h2 id="impact-title">Our work in numbers</h2>
            <ClaimList ids={impact} className="stats" />
          </div>
        </section>
      ) : null}

      <section className="container section" aria-labelledby="benefits-title">
        <h2 id="benefits-title">What a policy does for your family</h2>
        <ul className="cards">
          {benefits.map(([title, text]) => (
            <li className="card" key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
        <ClaimList ids={trust} className="trust" label="Ratings and licenses" />
      </section>

      <section className="container section" aria-labelledby="resources-title">
        <h2 id="resources-title">Learn before you choose</h2>
        <ul className="cards">
          {resources.map(([page, title, text]) => (
            <li className="card card-link" key={page}>
              <h3>
                <Link to={getPath(page)}>{title}</Link>
              </h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="band" aria-labelledby="stories-title">
        <div className="container section">
          <h2 id="stories-title">{hasSample(featuredTestimonials) ? 'Example stories' : 'Stories from families'}</h2>
          {hasSample(featuredTestimonials) ? <p>{sampleStoriesIntro}</p> : null}
          <div className="stories">
            {featuredTestimonials.map((story) => (
              <TestimonialCard story={story} key={story.name} />
            ))}
          </div>
          <p>
            <Link className="more-link" to={getPath('testimonials')}>
              {hasSample(featuredTestimonials) ? 'Read more example stories' : 'Read more success stories'}
            </Link>
          </p>
        </div>
      </section>

      <section className="container section" aria-labelledby="questions-title">
        <h2 id="questions-title">Questions people ask us</h2>
        {commonFaqs.map((item) => (
          <div key={item.id}>
            <h3>{item.question}</h3>
            <p>{item.answer}</p>
          </div>
        ))}
        <p>
          <Link className="more-link" to={getPath('faq')}>
            See all frequently asked questions
          </Link>
        </p>
      </section>

      <section className="band" aria-labelledby="talk-title">
        <div className="container section">
          <h2 id="talk-title">Talk with a licensed agent</h2>
          <p>
            Call <a href={telHref(phones.sales.e164)}>{phones.sales.display}</a>, {formatHours(hours)}, or write to{' '}
            <a href={mailtoHref(email)}>{email}</a>. {operations.callBack} There is no cost and no obligation.
          </p>
          <QuickQuoteButton label="Get My Free Quote" />
        </div>
      </section>

      <section className="container section" aria-labelledby="states-title">
        <h2 id="states-title">Find your state</h2>
        <p>
          Choose your state. Its page gives the state's insurance rules and funeral facts, each with its source, our
          license number there, and links to its city pages.
        </p>
        <StatePicker headingId="states-title" />
      </section>
    </>
  );
}
