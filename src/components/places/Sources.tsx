import type { SourceRef } from '../../../content/data/place-facts';

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

/** The last part of a place page: every source its facts come from, linked, with the date of the data. */
export function Sources({ sources }: { sources: readonly SourceRef[] }) {
  if (sources.length === 0) return null;
  return (
    <section id="sources" className="place-sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">Sources</h2>
      <ul>
        {sources.map((s) => (
          <li key={s.id}>
            <a href={s.url} target="_blank" rel="noopener noreferrer">
              {s.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            , {s.publisher}; {s.dateKind} <time dateTime={s.date}>{readableDate(s.date)}</time>.
          </li>
        ))}
      </ul>
    </section>
  );
}
