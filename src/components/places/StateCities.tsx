import type { CityPageFacts } from '../../../content/places/place-facts';

/**
 * Links from a city page up to its state's page and across to the other city pages of the same
 * state. Plain links: no page has a client router (only islands hydrate), and a react-router
 * `<Link>` costs a route resolution each, hundreds a page at 10,000 cities (decision 0075).
 */
export function StateCities({ facts: f }: { facts: CityPageFacts }) {
  const where = f.state.code === 'DC' ? 'the District' : f.state.name;
  const page = f.state.code === 'DC' ? 'District of Columbia' : f.state.name;
  return (
    <nav className="place-state-cities" aria-labelledby="state-cities-nav">
      <h2 id="state-cities-nav">More about {where}</h2>
      <p>
        <a href={f.path}>{page}</a>: the state page.
      </p>
      {f.stateCities.length > 0 ? (
        <>
          <p>Other city pages in {where}:</p>
          <ul className="place-state-city-list">
            {f.stateCities.map((c) => (
              <li key={c.path}>
                <a href={c.path}>{c.name}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  );
}
