import type { SourceRef } from '../../../content/places/place-facts';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "July 2025", "25 November 2026", "2023": an ISO date (or year-month, or year) as a reader says it. */
export function readableDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  const monthName = month ? months[Number(month) - 1] : undefined;
  if (!monthName) return year ?? iso;
  return day ? `${Number(day)} ${monthName} ${year}` : `${monthName} ${year}`;
}

/** "as of March 2020", "released 15 May 2025", "no date of its own": the data's date as a reader says it. */
function DataDate({ source }: { source: SourceRef }) {
  if (!source.date || source.dateKind === 'undated') return <>undated</>;
  const kind = source.dateKind === 'effective' ? 'in effect from' : source.dateKind;
  return (
    <>
      {kind} <time dateTime={source.date}>{readableDate(source.date)}</time>
    </>
  );
}

/** The sources of one publisher read on one day, in the order first used. */
function byPublisher(sources: readonly SourceRef[]): SourceRef[][] {
  const groups = new Map<string, SourceRef[]>();
  for (const s of sources) {
    const key = `${s.publisher}\n${s.checked}`;
    const group = groups.get(key);
    if (group) group.push(s);
    else groups.set(key, [s]);
  }
  return [...groups.values()];
}

/**
 * The last part of a place page: every source its facts come from, linked, with the date of its
 * data, grouped by publisher and the day they were checked (said once a group).
 */
export function Sources({ sources }: { sources: readonly SourceRef[] }) {
  if (sources.length === 0) return null;
  return (
    <section id="sources" className="place-sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">Sources</h2>
      <ul>
        {byPublisher(sources).map((group) => {
          const [first] = group;
          if (!first) return null;
          return (
            <li key={first.id}>
              {first.publisher}, checked <time dateTime={first.checked}>{readableDate(first.checked)}</time>:{' '}
              {group.map((s, i) => (
                <span key={s.id}>
                  <a href={s.url}>{s.title}</a>, <DataDate source={s} />
                  {i < group.length - 1 ? '; ' : '.'}
                </span>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
