import { cityPath } from '#core/paths';
import { findState } from '../../content/data/states';
import type { CityRecord } from '../../content/places/cities';

interface StateGroup {
  code: string;
  name: string;
  cities: CityRecord[];
}

/** The cities grouped by state, in the order given (the data's order: state name, then city name). */
export function groupByState(cities: readonly CityRecord[]): StateGroup[] {
  const groups: StateGroup[] = [];
  for (const city of cities) {
    let group = groups.at(-1);
    if (group?.code !== city.state) {
      group = { code: city.state, name: findState(city.state)?.name ?? city.state, cities: [] };
      groups.push(group);
    }
    group.cities.push(city);
  }
  return groups;
}

/**
 * The city list: under each state's name, that state's cities folded in a native <details> (open
 * where the list is the state's own, `open` naming that state), each linking to its city page. No
 * script: the platform opens and closes it, and every link is in the HTML for search engines.
 * Plain links, not react-router's `<Link>`: no page has a client router (decision 0075).
 */
export function CityList({
  cities,
  headingId,
  open,
}: {
  cities: readonly CityRecord[];
  headingId?: string;
  /** The state whose cities start unfolded (its own page). A list of one state is always open. */
  open?: string;
}) {
  const groups = groupByState(cities);
  return (
    <ul className="city-states" aria-labelledby={headingId}>
      {groups.map((group) => (
        <li key={group.code}>
          <details className="city-state" open={groups.length === 1 || group.code === open}>
            <summary>
              {group.name} <span className="city-state-count">({group.cities.length})</span>
            </summary>
            <ul className="city-links">
              {group.cities.map((city) => (
                <li key={city.name}>
                  <a href={cityPath(city.state, city.name)}>{city.name}</a>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
