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

/**
 * The last part of a place page: every source its facts come from, linked, with the date of its
 * data and, apart from it, the day it was checked.
 */
export function Sources({ sources }: { sources: readonly SourceRef[] }) {
  if (sources.length === 0) return null;
  return (
    <section id="sources" className="place-sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">Sources</h2>
      <ul>
        {sources.map((s) => (
          <li key={s.id}>
            <a href={s.url}>{s.title}</a>, {s.publisher}; <DataDate source={s} />; checked{' '}
            <time dateTime={s.checked}>{readableDate(s.checked)}</time>.
          </li>
        ))}
      </ul>
    </section>
  );
}
