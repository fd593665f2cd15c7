import { Link } from 'react-router-dom';
import { getPath, type PageName } from '#core/paths';
import { waysToPay } from '../../content/data/ways-to-pay';
import Content, { frontmatter } from '../../content/pages/how-to-pay-for-funeral.md';
import { CallToAction, GuidePage } from '../components/guides/GuidePage';

const related: ReadonlyArray<{ page: PageName; title: string; text: string }> = [
  {
    page: 'guide',
    title: 'Burial insurance guide',
    text: 'How burial insurance works, the three kinds of plan and sample prices.',
  },
  {
    page: 'bestCompanies',
    title: 'Best burial insurance companies',
    text: 'Five insurers compared side by side, each fact with its source.',
  },
  {
    page: 'noWaitingPeriod',
    title: 'No waiting period coverage',
    text: 'Plans without a waiting period, and who qualifies.',
  },
];

export function Component() {
  return (
    <GuidePage
      page="howToPayForFuneral"
      frontmatter={frontmatter}
      crumb="How to Pay for a Funeral"
      lede="A funeral is one of the largest bills a family faces. There are four main ways to be ready for it, and most families use more than one."
    >
      <Content />
      <section aria-labelledby="four-ways">
        <h2 id="four-ways">Four ways to pay</h2>
        <ul className="tiles ways-to-pay">
          {waysToPay.map((way) => (
            <li key={way.name} className="tile">
              <h3>{way.name}</h3>
              <p>{way.summary}</p>
              <p>
                <strong>Good for:</strong> {way.goodFor}
              </p>
              <p>
                <strong>Watch out:</strong> {way.watchOut}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="related-guides">
        <h2 id="related-guides">Related guides</h2>
        <ul className="tiles related-links">
          {related.map((link) => (
            <li key={link.page} className="tile">
              <h3>
                <Link to={getPath(link.page)}>{link.title}</Link>
              </h3>
              <p>{link.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction title="Price a burial insurance policy">
        <p>See what a policy would cost for your age and the amount you want. The quote is free, with no obligation.</p>
      </CallToAction>
    </GuidePage>
  );
}
