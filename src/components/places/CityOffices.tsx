import type { CityPageFacts, OfficeListed } from '../../../content/places/place-facts';

/**
 * The offices of a city's county that a family deals with after a death, each with its address,
 * phone and own page: where to get death certificates (where the state lets local offices issue
 * them) and the court for the estate. The pages they were read on are in the Sources list. Only
 * the headings are shared words: the rest is each county's own.
 */

const kinds = ['death-certificates', 'estate-court'] as const;

function heading(kind: OfficeListed['kind'], county: string): string {
  return kind === 'death-certificates'
    ? `Where to get death certificates in ${county}`
    : `The court for the estate in ${county}`;
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

export function CityOffices({ facts: f }: { facts: Pick<CityPageFacts, 'offices'> }) {
  const offices = f.offices;
  if (!offices) return null;
  return (
    <>
      {kinds.map((kind) => {
        const list = offices.list.filter((o) => o.kind === kind);
        if (list.length === 0) return null;
        return (
          <section key={kind} className="place-offices" aria-labelledby={`offices-${kind}`}>
            <h2 id={`offices-${kind}`}>{heading(kind, offices.county)}</h2>
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
