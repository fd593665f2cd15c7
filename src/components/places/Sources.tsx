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

/** The page whose Sources list already gives some of a city page's sources in full: its state page. */
interface SourcesElsewhere {
  /** The ids of the sources that page lists. */
  ids: ReadonlySet<string>;
  path: string;
  /** As a link says it: "the Texas page". */
  name: string;
}

const countWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** One source in full: its title linked, and the date of its data. */
function SourceItem({ source }: { source: SourceRef }) {
  return (
    <>
      <a href={source.url}>{source.title}</a>, <DataDate source={source} />
    </>
  );
}

/**
 * One publisher's line. The sources the state page lists (`elsewhere`) are counted and linked to
 * that list, where each has its title and dates, instead of being repeated on every city page of
 * the state; the publisher's name links the first of them, so each line still links a source.
 */
function PublisherLine({ group, elsewhere }: { group: SourceRef[]; elsewhere?: SourcesElsewhere }) {
  const own = elsewhere ? group.filter((s) => !elsewhere.ids.has(s.id)) : group;
  const there = elsewhere ? group.filter((s) => elsewhere.ids.has(s.id)) : [];
  const [first] = group;
  if (!first) return null;
  const [firstThere] = there;
  return (
    <li>
      {own.length === 0 && firstThere ? <a href={firstThere.url}>{first.publisher}</a> : first.publisher}, checked{' '}
      <time dateTime={first.checked}>{readableDate(first.checked)}</time>:{' '}
      {own.map((s, i) => (
        <span key={s.id}>
          <SourceItem source={s} />
          {i < own.length - 1 ? '; ' : ''}
        </span>
      ))}
      {elsewhere && there.length > 0 ? (
        <>
          {own.length > 0 ? '; ' : ''}
          {countWords[there.length] ?? there.length} {own.length > 0 ? 'more ' : ''}listed on{' '}
          <a href={`${elsewhere.path}#sources`}>{elsewhere.name}</a>
        </>
      ) : null}
      .
    </li>
  );
}

/**
 * The last part of a place page: every source its facts come from, linked, with the date of its
 * data, grouped by publisher and the day they were checked (said once a group). A city page gives
 * `elsewhere`, its state page: the sources that page lists are linked there rather than repeated,
 * so the lines every city page of a state would share shrink to a count and a link.
 */
export function Sources({ sources, elsewhere }: { sources: readonly SourceRef[]; elsewhere?: SourcesElsewhere }) {
  if (sources.length === 0) return null;
  return (
    <section id="sources" className="place-sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">Sources</h2>
      <ul>
        {byPublisher(sources).map((group) => (
          <PublisherLine key={group[0]?.id} group={group} elsewhere={elsewhere} />
        ))}
      </ul>
    </section>
  );
}
