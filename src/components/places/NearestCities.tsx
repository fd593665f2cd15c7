import { Link } from 'react-router-dom';
import type { CityPageFacts } from '../../../content/data/place-facts';

/** Links to the nearest cities that have pages, closest first, with the straight-line distance from the city's facts. */
export function NearestCities({ facts: f }: { facts: CityPageFacts }) {
  if (f.nearestCities.length === 0) return null;
  return (
    <section className="place-nearby" aria-labelledby="nearby-cities">
      <h2 id="nearby-cities">City pages near {f.city}</h2>
      <ul>
        {f.nearestCities.map((n) => (
          <li key={n.path}>
            <Link to={n.path}>
              {n.name}, {n.stateCode}
            </Link>{' '}
            <span className="place-nearby-miles">{n.miles} miles in a straight line</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
