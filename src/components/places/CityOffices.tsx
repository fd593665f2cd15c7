import type { CityPageFacts, OfficeListed } from '../../../content/places/place-facts';

/**
 * The offices of a city's county that a family deals with after a death, each with its address,
 * phone and own page: where to get death certificates (where the state lets local offices issue
 * them) and the court for the estate. The pages they were read on are in the Sources list. No
 * sentence is written around them: the words the pages of one county share are its offices.
 */

const kinds = ['death-certificates', 'estate-court'] as const;

/**
 * The headings name the city: a death certificate comes from the office of the place of death, an
 * estate goes to the court of the county where the person lived.
 */
function heading(kind: OfficeListed['kind'], city: string): string {
  return kind === 'death-certificates'
    ? `Where to get death certificates in ${city}`
    : `The court for the estate of someone who lived in ${city}`;
}

function Office({ office: o }: { office: OfficeListed }) {
  return (
    <li data-office={o.kind}>
      <a href={o.url} target="_blank" rel="noopener noreferrer">
        {o.name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      , {o.address}
      {o.phone ? `, ${o.phone}` : ''}.{o.note ? ` ${o.note}` : ''}
    </li>
  );
}

export function CityOffices({ facts: f }: { facts: Pick<CityPageFacts, 'offices' | 'officesOn' | 'city'> }) {
  const offices = f.offices;
  const on = f.officesOn;
  return (
    <>
      {on ? (
        <p className="place-offices-elsewhere" data-offices-on={on.path}>
          {on.county} offices after a death: see our <a href={on.path}>{on.city} page</a>.
        </p>
      ) : null}
      {kinds.map((kind) => {
        const list = (offices?.list ?? []).filter((o) => o.kind === kind);
        if (list.length === 0) return null;
        return (
          <section key={kind} className="place-offices" aria-labelledby={`offices-${kind}`}>
            <h2 id={`offices-${kind}`}>{heading(kind, f.city)}</h2>
            <ul>
              {list.map((o) => (
                <Office key={o.name} office={o} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
