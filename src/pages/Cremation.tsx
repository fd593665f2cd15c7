import { formatUsd } from '#core/format';
import { cremationTiers } from '../../content/data/cremation';
import Content, { frontmatter } from '../../content/pages/cremation.md';
import { CallToAction, GuidePage } from '../components/guides/GuidePage';

export function Component() {
  return (
    <GuidePage
      page="cremation"
      frontmatter={frontmatter}
      crumb="Cremation"
      lede="Cremation can be simple or as full as a traditional funeral. Here are the three main choices, what each typically costs, and what to ask."
    >
      <section aria-labelledby="cremation-choices">
        <h2 id="cremation-choices">Three kinds of cremation service</h2>
        <ul className="tiles cremation-tiers">
          {cremationTiers.map((tier) => (
            <li key={tier.name} className="tile">
              <h3>{tier.name}</h3>
              <p className="tile-figure">From {formatUsd(tier.from)}</p>
              <p>{tier.description}</p>
              <p>
                <strong>Usually includes:</strong>
              </p>
              <ul>
                {tier.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="note">
          Typical starting prices. What you pay depends on where you live and the provider you choose.
        </p>
      </section>
      <Content />
      <CallToAction title="Cover the cost ahead of time">
        <p>A small burial insurance policy can pay for any kind of cremation or funeral. Ask for a free quote.</p>
      </CallToAction>
    </GuidePage>
  );
}
