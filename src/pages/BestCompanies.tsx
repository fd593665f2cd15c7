import { Link } from 'react-router-dom';
import { formatUsdRange } from '#core/format';
import { getPath } from '#core/paths';
import { carrierComparison } from '../../content/data/carrier-comparison';
import { carriers } from '../../content/data/carriers';
import Content, { frontmatter } from '../../content/pages/best-companies.md';
import { RatingNote } from '../components/carriers/RatingNote';
import { CallToAction, GuidePage, ScrollRegion } from '../components/guides/GuidePage';

const byId = new Map(carriers.map((c) => [c.id, c]));
const reviewed = new Set(carrierComparison.map((row) => row.carrierId));

export function Component() {
  const others = carriers.filter((c) => !reviewed.has(c.id));
  return (
    <GuidePage
      page="bestCompanies"
      frontmatter={frontmatter}
      crumb="Best Companies"
      lede="Five of the best-known names in final expense insurance, compared on the points that matter most to older buyers."
    >
      <section aria-labelledby="top-five">
        <h2 id="top-five">Five insurers we review</h2>
        <ul className="tiles">
          {carrierComparison.map((row) => {
            const carrier = byId.get(row.carrierId);
            return (
              <li key={row.page} className="tile provider-card">
                <h3>{row.company}</h3>
                <p className="tile-kicker">
                  Financial strength {row.rating}
                  {carrier ? `, founded ${carrier.founded}` : ''}
                </p>
                {carrier ? <p>{carrier.description}</p> : null}
                <ul>
                  <li>Coverage {formatUsdRange(row.coverage)}</li>
                  <li>
                    Ages {row.age.min} to {row.age.max}
                  </li>
                  <li>Waiting period: {row.waiting}</li>
                </ul>
                <Link className="tile-link" to={getPath(row.page)}>
                  Learn More<span className="visually-hidden"> about {row.company}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <RatingNote />
      </section>
      <section aria-labelledby="comparison-table">
        <h2 id="comparison-table">Side-by-side comparison</h2>
        <ScrollRegion label="Burial insurance companies compared">
          <table className="data-table">
            <caption>Five burial insurance companies compared</caption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Coverage</th>
                <th scope="col">Issue ages</th>
                <th scope="col">Waiting period</th>
                <th scope="col">Rating</th>
              </tr>
            </thead>
            <tbody>
              {carrierComparison.map((row) => (
                <tr key={row.page}>
                  <th scope="row">
                    <Link to={getPath(row.page)}>{row.company}</Link>
                  </th>
                  <td>{formatUsdRange(row.coverage, '–')}</td>
                  <td>
                    {row.age.min}–{row.age.max}
                  </td>
                  <td>{row.waiting}</td>
                  <td>{row.rating}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <RatingNote />
      </section>
      <Content />
      <section aria-labelledby="more-insurers">
        <h2 id="more-insurers">More insurers in the final expense market</h2>
        <p>These companies also sell small whole life policies to older adults. An agent can compare them for you.</p>
        <ul className="tiles">
          {others.map((carrier) => (
            <li key={carrier.id} className="tile">
              <h3>{carrier.name}</h3>
              <p className="tile-kicker">
                Financial strength {carrier.rating}, founded {carrier.founded}
              </p>
              <p>{carrier.description}</p>
              <ul>
                {carrier.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <RatingNote />
      </section>
      <CallToAction title="Not sure which insurer fits you?">
        <p>
          Tell us your age and a little about your health, and we will show you which companies would accept you, and at
          what price.
        </p>
      </CallToAction>
    </GuidePage>
  );
}
