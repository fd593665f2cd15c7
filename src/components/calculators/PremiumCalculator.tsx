import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatUsd } from '../../lib/format';
import {
  AGE_RANGE,
  COVERAGE_RANGE,
  COVERAGE_STEP,
  describeEstimate,
  estimatePremium,
  formatCents,
  type NumberProblem,
  type PremiumField,
  premiumMessage,
} from '../../lib/premium';
import { NumberField, readNumberInput } from './NumberField';
import './calculators.css';

type Problems = Partial<Record<PremiumField, NumberProblem>>;

interface Shown {
  age: number;
  coverage: number;
  cents: number;
  /** Bumped on every Calculate, so that the same estimate is announced again. */
  press: number;
}

/**
 * The premium estimator: age and coverage, and a Calculate button. Nothing is shown until
 * Calculate; each press reads the fields again. A field that is missing or out of range gets a
 * message beside it and focus moves to the first such field; the estimate, with the figures it
 * used, is read out from a live region. The inputs are uncontrolled, so that whatever is typed
 * before hydration is kept.
 */
export function PremiumCalculator() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [shown, setShown] = useState<Shown | null>(null);
  const [press, setPress] = useState(0);

  // After a press with problems, focus the first field that has one (its message is in the DOM by now).
  useEffect(() => {
    const first = problems.age ? 'age' : problems.coverage ? 'coverage' : null;
    if (press > 0 && first) (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  }, [press, problems]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const estimate = estimatePremium({
      age: readNumberInput(fields.namedItem('age')),
      coverage: readNumberInput(fields.namedItem('coverage')),
    });
    setPress(press + 1);
    if (estimate.ok) {
      setProblems({});
      setShown({ age: estimate.age, coverage: estimate.coverage, cents: estimate.cents, press });
    } else {
      setProblems(estimate.problems);
      setShown(null);
    }
  };

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
      <button type="submit" className="btn btn-primary">
        Calculate
      </button>
      <div role="status" className="calc-result">
        {shown ? (
          <p key={shown.press}>
            {describeEstimate(shown.age, shown.coverage)} <strong>{formatCents(shown.cents)}</strong>
          </p>
        ) : null}
      </div>
      <p className="calc-note">
        This is a rough estimate from a simple formula, not an offer. Real prices depend on your health, tobacco use,
        state and the insurer.
      </p>
    </form>
  );
}
