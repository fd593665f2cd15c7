import { formatLongDate } from '#core/format';
import { type Author, type BylinePage, bylineOf } from '../../../content/data/authors';
import { ExampleLabel } from './ExampleLabel';
import { LicenseNumber } from './License';

/** Read out after the "Example" label when a byline names sample people. */
const sampleDetail = ': the writer and reviewer named here are sample people written for this site, not our staff.';

/** "Ellen Marsh, writer and editor" */
function nameAndRole(person: Author) {
  return (
    <>
      <span className="byline-name">{person.name}</span>, {person.role}
    </>
  );
}

/** ", NPN 12345678" (a placeholder number says it is an example). */
function npnOf(person: Author) {
  return person.npn ? (
    <>
      , NPN <LicenseNumber license={person.npn} />
    </>
  ) : null;
}

export interface BylineProps {
  /** The guide or carrier review: content/data/authors.ts names its writer and reviewer. */
  page: BylinePage;
  /** YYYY-MM-DD: when the page was last reviewed (its data's `updated`). */
  reviewed: string;
  /** The people of the byline; by default, the page's from content/data/authors.ts. */
  byline?: { author: Author; reviewer: Author };
}

/**
 * Who wrote a guide or carrier review, the licensed agent who reviewed it (with their NPN), and
 * when it was last reviewed: one component for every guide and review page, under its heading.
 * Sample people carry the visible "Example" label.
 */
export function Byline({ page, reviewed, byline = bylineOf(page) }: BylineProps) {
  const { author, reviewer } = byline;
  const same = author.id === reviewer.id;
  return (
    <div className="byline" data-byline="">
      {author.sample || reviewer.sample ? <ExampleLabel detail={sampleDetail} /> : null}
      {same ? (
        <p>
          Written and reviewed by {nameAndRole(reviewer)}
          {npnOf(reviewer)}.
        </p>
      ) : (
        <>
          <p>
            Written by {nameAndRole(author)}
            {npnOf(author)}.
          </p>
          <p>
            Reviewed by {nameAndRole(reviewer)}
            {npnOf(reviewer)}.
          </p>
        </>
      )}
      <p>
        Last reviewed: <time dateTime={reviewed}>{formatLongDate(reviewed)}</time>
      </p>
    </div>
  );
}
