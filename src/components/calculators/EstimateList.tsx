import { formatDollarRange, type PlanEstimate, planLabels, planTypes } from '#core/pricing/estimate';

/** The price engine's answer for each plan type: a monthly dollar range, or why it is not offered. */
export function EstimateList({ plans }: { plans: readonly PlanEstimate[] }) {
  return (
    <ul className="calc-estimates">
      {plans.map((e) => (
        <li key={e.plan}>
          <span className="calc-plan">{planLabels[e.plan]}:</span>{' '}
          {e.ok ? (
            <strong>{formatDollarRange(e.lowCents, e.highCents, ' to ')} a month</strong>
          ) : (
            <>not offered. {e.message}</>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The head of a table with one column per plan type after a first column (age, coverage ...). */
export function PlanColumnsHead({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {planTypes.map((plan) => (
          <th key={plan} scope="col">
            {planLabels[plan]}
          </th>
        ))}
      </tr>
    </thead>
  );
}
