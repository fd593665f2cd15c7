import { formatUsd } from '#core/format';
import { funeralCostFigures } from '../../content/data/funeral-cost-figures';
import Content, { frontmatter } from '../../content/pages/funeral-costs.md';
import { CallToAction, GuidePage } from '../components/guides/GuidePage';
import { readableDate } from '../components/places/Sources';
import { Island } from '../islands/Island.server';

/**
 * /funeral-costs: NFDA's national medians with their year and where they were read, what is on a
 * funeral bill, the calculator, and a call to action. No per-state table: no per-state figure with
 * a source was found (NFDA gives regional figures only in its members' report).
 */
export function Component() {
  const { source, national, regional } = funeralCostFigures;
  const { burial, cremation } = national;
  return (
    <GuidePage
      page="funeralCosts"
      frontmatter={frontmatter}
      crumb="Funeral Costs"
      lede={`What a funeral cost in ${burial.year} by the National Funeral Directors Association's medians, what is on the bill, and ways to plan and pay.`}
    >
      <section aria-labelledby="what-a-funeral-costs">
        <h2 id="what-a-funeral-costs">What a funeral costs</h2>
        <p>
          The National Funeral Directors Association (NFDA) surveys the price lists of its member funeral homes. For{' '}
          {burial.year}, it gives these {burial.kind} prices for the United States:
        </p>
        <ul className="tiles">
          <li className="tile">
            <span className="tile-figure">{formatUsd(burial.amount)}</span>
            <span>
              {burial.label.charAt(0).toUpperCase() + burial.label.slice(1)} ({burial.kind}, {burial.year})
            </span>
          </li>
          <li className="tile">
            <span className="tile-figure">{formatUsd(cremation.amount)}</span>
            <span>
              {cremation.label.charAt(0).toUpperCase() + cremation.label.slice(1)} ({cremation.kind}, {cremation.year})
            </span>
          </li>
        </ul>
        <p>
          These figures leave out cemetery charges (the plot, opening the grave, a vault, the headstone), flowers and
          other items the funeral home pays for you. Prices differ from one funeral home to the next, so ask each for
          its price list.
        </p>
        {regional.length === 0 ? (
          <p>
            NFDA gives figures by region only in the full report for its members; none of them was found in public, so
            this page gives no regional or state figure.
          </p>
        ) : null}
        <p className="note">
          Source: {source.name}
          {source.copy ? (
            <>
              , as reported by <a href={source.copy.url}>{source.copy.name}</a> (a secondary copy; NFDA's own page,{' '}
              <a href={source.url}>{source.url.replace(/^https:\/\//, '')}</a>, could not be read)
            </>
          ) : (
            <>
              , <a href={source.url}>{source.url.replace(/^https:\/\//, '')}</a>
            </>
          )}
          . Prices of {burial.year}; checked <time dateTime={source.read}>{readableDate(source.read)}</time>.
        </p>
      </section>
      <Content />
      <section aria-labelledby="funeral-cost-calculator">
        <h2 id="funeral-cost-calculator">Funeral cost calculator</h2>
        <Island name="funeral-cost-calculator" props={{}} />
      </section>
      <CallToAction title="Make sure the cost is covered">
        <p>
          A burial insurance policy can pay for all of this, so your family does not have to. Ask for a free quote or
          call to talk it through.
        </p>
      </CallToAction>
    </GuidePage>
  );
}
