import { formatLongDate } from '#core/format';
import type { DeathSource } from '../../../content/data/after-death.schema';

/**
 * A source as this page family cites it: the page's title linked, whose it is, the page's own date
 * (or that it shows none), a copy named as a copy with the site that holds it, and the day it was
 * read. The link carries
 * `data-source-checked`, which the built-site test reads: no link to a source without a date.
 */
export function DatedSource({ source }: { source: DeathSource }) {
  return (
    <span className="dated-source">
      <a href={source.url} target="_blank" rel="noopener noreferrer" data-source-checked={source.checked}>
        {source.title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      , {source.owner}
      {source.secondary ? ` (a copy, on ${new URL(source.url).hostname.replace(/^www\./, '')})` : ''}
      {source.dated ? `, dated ${formatLongDate(source.dated)}` : ', undated'}; checked {formatLongDate(source.checked)}
      .
    </span>
  );
}

/** A list of sources under a section. */
export function SourceList({ sources }: { sources: readonly DeathSource[] }) {
  return (
    <ul className="source-list">
      {sources.map((s) => (
        <li key={s.url}>
          <DatedSource source={s} />
        </li>
      ))}
    </ul>
  );
}
