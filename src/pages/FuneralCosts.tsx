import { formatUsd, formatUsdRange } from '#core/format';
import { funeralCosts, otherCharges, vaultCost } from '../../content/data/funeral-costs';
import { stateCosts } from '../../content/data/state-costs';
import Content, { frontmatter } from '../../content/pages/funeral-costs.md';
import { FuneralCostCalculator } from '../components/calculators/FuneralCostCalculator';
import { CallToAction, GuidePage, ScrollRegion } from '../components/guides/GuidePage';
import { Island } from '../islands/Island.server';

export function Component() {
  const { average, withVault, range, rangeYear, source, items } = funeralCosts;
  return (
    <GuidePage
      page="funeralCosts"
      frontmatter={frontmatter}
      crumb="Funeral Costs"
      lede="A traditional funeral often costs more than families expect. Knowing the main costs ahead of time makes planning calmer, and often cheaper."
    >
      <section aria-labelledby="what-a-funeral-costs">
        <h2 id="what-a-funeral-costs">What a funeral costs today</h2>
        <p>
          A funeral with a viewing and burial typically costs about {formatUsd(average)}, according to the {source}. Add
          a burial vault, which many cemeteries require, and the typical total rises to {formatUsd(withVault)}. Cemetery
          charges such as the plot and the headstone come on top.
        </p>
        <ul className="tiles">
          <li className="tile">
            <span className="tile-figure">{formatUsd(average)}</span>
            <span>Typical funeral with viewing and burial</span>
          </li>
          <li className="tile">
            <span className="tile-figure">{formatUsd(withVault)}</span>
            <span>The same funeral with a burial vault</span>
          </li>
          <li className="tile">
            <span className="tile-figure">{formatUsdRange(range, '–')}</span>
            <span>What most families paid in {rangeYear} (our estimate)</span>
          </li>
        </ul>
      </section>
      <Content />
      <section aria-labelledby="cost-breakdown">
        <h2 id="cost-breakdown">Cost breakdown</h2>
        <p>Here is how the typical {formatUsd(average)} divides up.</p>
        <ul className="breakdown">
          {items.map((item) => (
            <li key={item.name}>
              <span>
                <strong>{item.name}</strong>
                <br />
                <span className="note">{item.note}</span>
              </span>
              <span>{formatUsd(item.amount)}</span>
            </li>
          ))}
          <li>
            <span>
              <strong>Everything else</strong>
              <br />
              <span className="note">The ceremony, the hearse, other preparation and printed programs.</span>
            </span>
            <span>{formatUsd(otherCharges)}</span>
          </li>
          <li className="total">
            <span>Typical total</span>
            <span>{formatUsd(average)}</span>
          </li>
        </ul>
        <p>
          A burial vault adds about {formatUsd(vaultCost)}, for a total of {formatUsd(withVault)}.
        </p>
      </section>
      <section aria-labelledby="funeral-cost-calculator">
        <h2 id="funeral-cost-calculator">Funeral cost calculator</h2>
        <Island name="funeral-cost-calculator" component={FuneralCostCalculator} props={{}} />
      </section>
      <section aria-labelledby="costs-by-state">
        <h2 id="costs-by-state">Average funeral costs by state</h2>
        <p>
          These are our estimates of the average cost of a funeral with viewing and burial in each state, before
          cemetery charges. Prices vary a great deal within a state, so ask local funeral homes for their price lists.
        </p>
        <ScrollRegion className="state-costs" label="Estimated average funeral cost by state">
          <ul>
            {stateCosts.map((row) => (
              <li key={row.state}>
                <span>{row.state}</span>
                <span>{formatUsd(row.avgCost)}</span>
              </li>
            ))}
          </ul>
        </ScrollRegion>
        <p className="note">Estimates, rounded to the nearest $100. Scroll the list to see all 50 states.</p>
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
