import type { ReactNode } from 'react';
import {
  type CemeteryNear,
  type CityPageFacts,
  milesWords,
  type OfficeRef,
  ownFacts,
  type StatePageFacts,
} from '../../../content/places/place-facts';

/**
 * The at-a-glance table of a place page: the facts of its record, each with its year or kind, as
 * the text states them (the same formatted strings; nothing computed here).
 */

function Office({ office }: { office: OfficeRef }) {
  return (
    <a href={office.url} target="_blank" rel="noopener noreferrer">
      {office.name}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function Row({ fact, label, children }: { fact: string; label: string; children: ReactNode }) {
  return (
    <div data-fact={fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The rows a state page and its cities' pages share: funeral cost, licensing, complaints, free look. */
function sharedRows(f: Pick<StatePageFacts, 'funeralCost' | 'regulator' | 'freeLook'>): ReactNode[] {
  const rows: ReactNode[] = [];
  const cost = f.funeralCost;
  if (cost) {
    rows.push(
      <Row
        key="burial"
        fact="funeral-burial"
        label={`Funeral with viewing and burial (${cost.scope} ${cost.kind}, ${cost.year})`}
      >
        {cost.burial}
      </Row>,
    );
    if (cost.cremation) {
      rows.push(
        <Row
          key="cremation"
          fact="funeral-cremation"
          label={`Funeral with viewing and cremation (${cost.scope} ${cost.kind}, ${cost.year})`}
        >
          {cost.cremation}
        </Row>,
      );
    }
  }
  const reg = f.regulator;
  if (reg) {
    rows.push(
      <Row key="licenses" fact="licenses" label="Licenses insurance agents">
        <Office office={reg.licenses} />
      </Row>,
    );
    if (reg.complaints.url !== reg.licenses.url) {
      rows.push(
        <Row key="complaints" fact="complaints" label="Takes consumer complaints">
          <Office office={reg.complaints} />
        </Row>,
      );
    }
  }
  const look = f.freeLook;
  if (look) {
    rows.push(
      <Row key="free-look" fact="free-look" label="Free-look period for life insurance">
        {look.maxDays ? `${look.days} to ${look.maxDays}` : look.days} days
        {look.older ? `; ${look.older.days} days from age ${look.older.age}` : ''} ({look.citation})
      </Row>,
    );
  }
  return rows;
}

const cemeteryLabel: Record<CemeteryNear['role'], string> = {
  casket: 'Casket or cremated remains',
  cremated: 'Cremated remains only',
  state: 'State cemetery',
};

/** The city's own facts, each as its record formats it; `data-own-facts` gives how many (the noindex rule reads it). */
export function CityFactsList({ facts: f }: { facts: CityPageFacts }) {
  return (
    <section className="place-facts" aria-labelledby="local-facts" data-own-facts={ownFacts(f).length}>
      <h2 id="local-facts">{f.city} at a glance</h2>
      <dl>
        {f.counties && f.counties.length > 0 ? (
          <Row fact="county" label={f.counties.length > 1 ? 'Counties' : 'County'}>
            {f.counties.join(', ')}
          </Row>
        ) : null}
        {f.population ? (
          <Row fact="population-2020" label={`People, ${f.population.baseDate} (base)`}>
            {f.population.april2020}
          </Row>
        ) : null}
        {f.population?.estimate ? (
          <Row fact="population-estimate" label={`People, ${f.population.estimate.date} (estimate)`}>
            {f.population.estimate.value}
          </Row>
        ) : null}
        {f.rank ? (
          <Row fact="rank" label={`Rank in ${f.name}`}>
            {f.rank.ordinal} of {f.rank.of}
          </Row>
        ) : null}
        {f.cemeteries.map((c) => (
          <Row key={c.role} fact={`cemetery-${c.role}`} label={cemeteryLabel[c.role]}>
            {c.name}, {c.town}, {milesWords(c.miles)}
          </Row>
        ))}
      </dl>
    </section>
  );
}

export function StateFactsList({ facts: f, cityCount }: { facts: StatePageFacts; cityCount: string }) {
  const largest = f.largest[0];
  return (
    <section className="place-facts" aria-labelledby="state-facts">
      <h2 id="state-facts">{f.state.code === 'DC' ? 'The District' : f.state.name} at a glance</h2>
      <dl>
        {largest && f.estimateDate ? (
          <Row fact="largest" label={`Largest place (estimate, ${f.estimateDate})`}>
            {largest.name}, {largest.population}
          </Row>
        ) : null}
        {sharedRows(f)}
        <Row fact="city-pages" label="City pages on this site">
          {cityCount}
        </Row>
      </dl>
    </section>
  );
}
