import { Link } from 'react-router-dom';
import { cityPath } from '#core/paths';
import type { CityFacts } from '../../../content/data/schemas';

/** Links to the nearest cities that have pages, closest first, with the distance as the crow flies. */
export function NearestCities({
  city,
  neighbors,
}: {
  city: CityFacts;
  neighbors: ReadonlyArray<{ city: CityFacts; miles: number }>;
}) {
  if (neighbors.length === 0) return null;
  return (
    <section className="place-nearby" aria-labelledby="nearby-cities">
      <h2 id="nearby-cities">Cities near {city.name}</h2>
      <ul>
        {neighbors.map((n) => (
          <li key={cityPath(n.city.state, n.city.name)}>
            <Link to={cityPath(n.city.state, n.city.name)}>
              {n.city.name}, {n.city.state}
            </Link>{' '}
            <span className="place-nearby-miles">about {Math.max(1, Math.round(n.miles))} miles</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
