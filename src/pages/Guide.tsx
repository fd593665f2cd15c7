import { disclosures } from '#core/facts';
import { guideResources } from '../../content/data/guide-resources';
import { plans } from '../../content/data/plans';
import Content, { frontmatter } from '../../content/pages/guide.md';
import { ExternalLink } from '../components/guides/ExternalLink';
import { CallToAction, GuidePage } from '../components/guides/GuidePage';
import { PlanTable } from '../components/guides/PlanTable';
import { PremiumTable } from '../components/guides/PremiumTable';
import { Island } from '../islands/Island.server';

export function Component() {
  return (
    <GuidePage
      page="guide"
      frontmatter={frontmatter}
      crumb="Burial Insurance Guide"
      lede="Burial insurance is a small life insurance policy that pays for a funeral and final bills. This guide explains how it works and how to choose a plan with confidence."
    >
      <Content />
      <section aria-labelledby="learn-more">
        <h2 id="learn-more">Trusted places to learn more</h2>
        <p>
          These public agencies and groups explain your rights and choices. Each link opens their website in a new tab.
        </p>
        <ul className="tiles">
          {guideResources.map((card) => (
            <li key={card.url} className="tile">
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <p className="tile-kicker">{card.source}</p>
              <ExternalLink href={card.url} className="tile-link">
                Learn More<span className="visually-hidden"> about {card.title.toLowerCase()}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="compare-plans">
        <h2 id="compare-plans">The three kinds of plan</h2>
        <p>
          Every plan here is whole life insurance with no medical exam, but {disclosures.healthQuestions}, except on
          guaranteed issue, which asks none. The plans differ in those questions and in when the full benefit starts.
        </p>
        <PlanTable plans={plans} />
      </section>
      <section aria-labelledby="sample-prices">
        <h2 id="sample-prices">What burial insurance costs by age</h2>
        <PremiumTable />
      </section>
      <section aria-labelledby="premium-calculator">
        <h2 id="premium-calculator">Published prices for your age</h2>
        <p>Type your age and the coverage you want, then press Calculate. You can change either and press again.</p>
        <Island name="premium-calculator" props={{ simple: true }} />
      </section>
      <CallToAction title="Get real prices from a licensed agent">
        <p>
          A free quote takes a few minutes. We compare plans from several insurers and explain them in plain words.
          There is no obligation to buy.
        </p>
      </CallToAction>
    </GuidePage>
  );
}
