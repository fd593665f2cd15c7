import { formatCents } from '#core/numbers';
import { figureSource, figureWaiting } from '../../../content/data/insurer-plans/claims';
import type { PublishedFigure } from '../../../content/data/published-prices';
import { ExternalLink } from '../guides/ExternalLink';

/**
 * Published figures (decision 0086), one block each: the amount and its period, what the figure
 * is (one insurer's plan, or a publisher's average or lowest over what it compared) and for whom,
 * a graded or guaranteed plan's waiting period, the data's date in the same sentence (with the
 * warning when it is more than 12 months old), and its source: linked, unless the copy is marked
 * for agents only. Never a figure without its source and date.
 */
export function PublishedFigureList({ figures }: { figures: readonly PublishedFigure[] }) {
  return (
    <ul className="published-figures">
      {figures.map((f) => (
        <li key={`${f.tableId}-${f.sex}-${f.ages.min}-${f.amount}`} data-figure={f.tableId}>
          <strong>
            {formatCents(f.cents)} a {f.period}
          </strong>
          : {f.basis}
          {f.waiting ? ` ${figureWaiting(f)}` : ''} {f.dateSentence} Source:{' '}
          {f.producerOnly ? figureSource(f) : <ExternalLink href={f.url}>{figureSource(f)}</ExternalLink>}.
        </li>
      ))}
    </ul>
  );
}
