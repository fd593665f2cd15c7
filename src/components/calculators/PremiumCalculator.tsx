import { formatUsd } from '#core/format';
import { estimateNote } from '#core/pricing/estimate';
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
import { EstimateList } from './EstimateList';
import { NumberField, readNumberInput } from './NumberField';
import { useCalculator } from './useCalculator';
import './calculators.css';

const PREMIUM_FIELDS: readonly PremiumField[] = ['age', 'coverage'];

function readAnswers(fields: HTMLFormControlsCollection) {
  return estimatePremium({
    age: readNumberInput(fields.namedItem('age')),
    coverage: readNumberInput(fields.namedItem('coverage')),
    sex: readChoice(fields.namedItem('sex')),
    tobacco: readChoice(fields.namedItem('tobacco')),
  });
}

/**
 * The premium estimator: age and coverage, two optional choices (sex and tobacco use, "prefer not
 * to say" by default), and a Calculate button. Nothing is shown until Calculate; each press reads
 * the form again. A field that is missing or out of range gets a message beside it and focus moves
 * to the first such field; the estimate for each plan type, from the price engine, is read out
 * politely from a live region with the answers it used and the sentence that it is an estimate.
 * The inputs are uncontrolled, so that whatever is typed or chosen before hydration is kept.
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
      </div>
      <button type="submit" className="btn btn-primary">
        Calculate
      </button>
      <div role="status" className="calc-result">
        {shown ? (
          <div key={shown.press}>
            <p>{describeEstimate(shown.answers)}</p>
            <EstimateList plans={shown.plans} />
            <p>{estimateNote}</p>
          </div>
        ) : null}
      </div>
      <p className="calc-note">
        Estimates come from published sample rates of final expense insurers. Leave sex or tobacco as "prefer not to
        say" and the estimate shows the whole range.
      </p>
    </form>
  );
}
