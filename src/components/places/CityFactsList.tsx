import { formatCount, formatUsd } from '#core/format';
import { nationalAverageCost } from '../../../content/data/place-costs';
import type { Regulator } from '../../../content/data/regulators';
import type { CityFacts, StateRecord } from '../../../content/data/schemas';

/** What the county label is: "Parish", "Borough", "Independent city" ... for the facts table. */
export function countyKind(label: string): string {
  if (/ city$/.test(label)) return 'Independent city';
  if (label.startsWith('City and County of ')) return 'City and county';
  if (label === 'District of Columbia') return 'District';
  if (label.endsWith('Parish')) return 'Parish';
  if (label.endsWith('Borough')) return 'Borough';
  if (label.endsWith('Municipality')) return 'Municipality';
  if (label.endsWith('Planning Region')) return 'Planning region';
  return 'County';
}

/** The local facts of a city page: county, population, the state's cost estimate and regulator. */
export function CityFactsList({
  city,
  state,
  cost,
  regulator,
}: {
  city: CityFacts;
  state: StateRecord;
  cost: { amount: number; estimate: boolean };
  regulator: Regulator;
}) {
  return (
    <section className="place-facts" aria-labelledby="local-facts">
      <h2 id="local-facts">{city.name} at a glance</h2>
      <dl>
        {city.census ? (
          <>
            <div>
              <dt>{countyKind(city.census.county)}</dt>
              <dd>{city.census.county}</dd>
            </div>
            <div>
              <dt>Population ({city.census.estimateYear} estimate)</dt>
              <dd>{formatCount(city.census.estimate)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{cost.estimate ? `Average funeral in ${state.name}` : 'Average funeral (national)'}</dt>
          <dd>
            {formatUsd(cost.amount)} <span className="place-facts-note">(viewing and burial, our estimate)</span>
          </dd>
        </div>
        <div>
          <dt>Insurance regulator</dt>
          <dd>
            <a href={regulator.url} target="_blank" rel="noopener noreferrer">
              {regulator.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The facts of a state page: its average funeral cost, its regulator and how many cities have pages. */
export function StateFactsList({
  state,
  cost,
  regulator,
  cityCount,
}: {
  state: StateRecord;
  cost: { amount: number; estimate: boolean };
  regulator: Regulator;
  cityCount: number;
}) {
  const gap = cost.amount - nationalAverageCost;
  return (
    <section className="place-facts" aria-labelledby="state-facts">
      <h2 id="state-facts">{state.name} at a glance</h2>
      <dl>
        <div>
          <dt>{cost.estimate ? 'Average funeral (our estimate)' : 'Average funeral (national figure)'}</dt>
          <dd>
            {formatUsd(cost.amount)}
            {cost.estimate && Math.abs(gap) >= 100 ? (
              <span className="place-facts-note">
                {' '}
                ({formatUsd(Math.abs(gap))} {gap > 0 ? 'above' : 'below'} the national {formatUsd(nationalAverageCost)})
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Insurance regulator</dt>
          <dd>
            <a href={regulator.url} target="_blank" rel="noopener noreferrer">
              {regulator.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>Cities with their own page</dt>
          <dd>{cityCount}</dd>
        </div>
      </dl>
    </section>
  );
}
