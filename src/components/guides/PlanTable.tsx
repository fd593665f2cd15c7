import { disclosures, fullBenefitNoter, fullBenefitPointer } from '#core/facts';
import type { Plan } from '../../../content/data/plans';
import { ScrollRegion } from './GuidePage';
import { YesNo } from './YesNo';

/** The plans side by side: a card for each, then one row per feature with Yes or No in each column. */
export function PlanTable({ plans }: { plans: readonly Plan[] }) {
  const features = plans[0]?.features.map((f) => f.name) ?? [];
  // The note on the first two years stands once: after the first description that needs it, or in the caption.
  const note = fullBenefitNoter();
  const described = plans.map((plan) => note(plan.description));
  const shown = described.some((text) => text.includes(disclosures.fullBenefit));
  return (
    <>
      <ul className="tiles">
        {plans.map((plan, i) => (
          <li key={plan.type} className="tile">
            <h3>{plan.type}</h3>
            <p>{described[i]}</p>
          </li>
        ))}
      </ul>
      <ScrollRegion label="Plan features compared">
        <table className="data-table plan-table">
          <caption>What each kind of plan offers. {shown ? fullBenefitPointer : disclosures.fullBenefit}</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {plans.map((plan) => (
                <th key={plan.type} scope="col">
                  {plan.type}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {features.map((name, row) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {plans.map((plan) => (
                  <td key={plan.type}>
                    <YesNo value={Boolean(plan.features[row]?.included)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
