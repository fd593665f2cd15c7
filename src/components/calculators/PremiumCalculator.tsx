import { formatUsd } from '#core/format';
import { states } from '../../../content/data/states';
import {
  AGE_RANGE,
  COVERAGE_RANGE,
  COVERAGE_STEP,
  describeEstimate,
  estimatePremium,
  type PremiumField,
  premiumMessage,
} from '../../lib/premium';
import { ChoiceGroup, readChoice } from './ChoiceGroup';
import { NumberField, readNumberInput } from './NumberField';
import { PlanComparison } from './PlanComparison';
import { useCalculator } from './useCalculator';
import './calculators.css';

const PREMIUM_FIELDS: readonly PremiumField[] = ['age', 'coverage'];

function readAnswers(fields: HTMLFormControlsCollection) {
  return estimatePremium({
    age: readNumberInput(fields.namedItem('age')),
    coverage: readNumberInput(fields.namedItem('coverage')),
    sex: readChoice(fields.namedItem('sex')),
    tobacco: readChoice(fields.namedItem('tobacco')),
    state: (fields.namedItem('state') as HTMLSelectElement | null)?.value ?? '',
  });
}

/**
 * The plan comparison: age and coverage, three optional choices (sex, tobacco use, state), and a
 * Compare button. Nothing is shown until Compare; each press reads the form again. A field that is
 * missing or out of range gets a message beside it and focus moves to the first such field; the
 * plans we sell that take those answers are shown side by side, each priced from its own published
 * chart or saying why it has no price (decision 0066), announced politely from a live region. The
 * inputs are uncontrolled, so that whatever is typed or chosen before hydration is kept.
 */
export function PremiumCalculator() {
  const { id, form, problems, shown, onSubmit } = useCalculator(PREMIUM_FIELDS, readAnswers);

  const message = (field: PremiumField) => {
    const problem = problems[field];
    return problem ? premiumMessage(field, problem) : undefined;
  };

  return (
    <form ref={form} className="calc" noValidate onSubmit={onSubmit}>
      <div className="calc-fields">
        <NumberField
          id={`${id}age`}
          name="age"
          label="Your age"
          hint={`In years, from ${AGE_RANGE.min} to ${AGE_RANGE.max}`}
          error={message('age')}
          min={AGE_RANGE.min}
          max={AGE_RANGE.max}
          step={1}
          placeholder={`Enter your age (${AGE_RANGE.min}-${AGE_RANGE.max})`}
        />
        <NumberField
          id={`${id}coverage`}
          name="coverage"
          label="Coverage amount"
          hint={`In dollars, from ${formatUsd(COVERAGE_RANGE.min)} to ${formatUsd(COVERAGE_RANGE.max)}`}
          error={message('coverage')}
          min={COVERAGE_RANGE.min}
          max={COVERAGE_RANGE.max}
          step={COVERAGE_STEP}
          placeholder={`Amount (${formatUsd(COVERAGE_RANGE.min)}-${formatUsd(COVERAGE_RANGE.max)})`}
          prefix="$"
        />
      </div>
      <div className="calc-fields">
        <ChoiceGroup
          id={`${id}sex`}
          name="sex"
          legend="Sex (optional)"
          options={[
            { value: 'female', label: 'Female' },
            { value: 'male', label: 'Male' },
          ]}
        />
        <ChoiceGroup
          id={`${id}tobacco`}
          name="tobacco"
          legend="Do you use tobacco? (optional)"
          options={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ]}
        />
        <div className="calc-field">
          <label htmlFor={`${id}state`}>State (optional)</label>
          <select id={`${id}state`} name="state" defaultValue="">
            <option value="">Choose your state</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="btn btn-primary">
        Compare plans
      </button>
      <div role="status" className="calc-result">
        {shown ? (
          <div key={shown.press}>
            <p>{describeEstimate(shown.answers)}</p>
            <PlanComparison rows={shown.rows} caption="Plans we sell, sorted by monthly price" />
            <p>
              A price here is the insurer's published rate for the person described, not an offer: the insurer decides
              after your health answers. A plan with no price has no complete published rate chart that we could check.
            </p>
          </div>
        ) : null}
      </div>
      <p className="calc-note">
        Only plans of the insurers we represent are listed, and only where they take your age, amount and state.
      </p>
    </form>
  );
}
