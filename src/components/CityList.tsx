import { Link } from 'react-router-dom';
import { cityPath } from '#core/paths';
import type { CityRecord } from '../../content/data/cities';
import { findState } from '../../content/data/states';

/** The grid of city cards; each links to its city page. */
export function CityList({ cities, headingId }: { cities: readonly CityRecord[]; headingId?: string }) {
  return (
    <ul className="city-grid" aria-labelledby={headingId}>
      {cities.map((city) => {
        const stateName = findState(city.state)?.name ?? city.state;
        return (
          <li key={`${city.state}-${city.name}`}>
            <Link to={cityPath(city.state, city.name)} className="city-card">
              <span className="city-card-kicker">Final Expense/Burial Insurance {stateName}</span>
              <span className="city-card-name">{city.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
