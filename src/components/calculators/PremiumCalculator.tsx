import { formatUsd } from '#core/format';
import { getPath } from '#core/paths';
import { type PublishedFigure, publishedCoverage } from '../../../content/data/published-prices';
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
import { PublishedFigureList } from '../prices/PublishedFigureList';
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

/** The published figures for the answers, or what was looked for and not found. */
function Figures({
  figures,
  nearby,
  age,
  amount,
}: {
  figures: PublishedFigure[];
  nearby: PublishedFigure[];
  age: number;
  amount: number;
}) {
  return (
    <>
      <h3>Published prices</h3>
      {figures.length > 0 ? (
        <PublishedFigureList figures={figures} />
      ) : (
        <p>
          No published price was found for age {age} and {formatUsd(amount)}. The published figures we have cover{' '}
          {publishedCoverage().join('; ')}.
        </p>
      )}
      {nearby.length > 0 ? (
        <>
          <p>A table that lists only some ages gives these figures for the ages nearest yours:</p>
          <PublishedFigureList figures={nearby} />
        </>
      ) : null}
    </>
  );
}

/**
 * The price calculator, in two forms. `simple` (the guide): age and coverage, and a Calculate
 * button; the published figures for that age and amount, each named and dated (decision 0086).
 * Otherwise (the quote calculator): age and coverage, three optional choices (sex, tobacco use,
 * state), and a Compare button; the published figures for those answers, then the plans we sell
 * whose rate book is loaded, side by side (decision 0066), and the plans still without a book.
 * Nothing is shown until the button is pressed with both numbers filled; each press reads the form
 * again. A field that is missing or out of range gets a message beside it and focus moves to the
 * first such field; results are announced politely from a live region. The inputs are
 * uncontrolled, so that whatever is typed before hydration is kept.
 */
export function PremiumCalculator({ simple = false }: { simple?: boolean }) {
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
      {simple ? null : (
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
      )}
      <button type="submit" className="btn btn-primary">
        {simple ? 'Calculate' : 'Compare prices'}
      </button>
      <div role="status" className="calc-result">
        {shown ? (
          <div key={shown.press}>
            <p>{describeEstimate(shown.answers)}</p>
            <Figures
              figures={shown.figures}
              nearby={shown.nearby}
              age={shown.answers.age}
              amount={shown.answers.coverage}
            />
            {simple ? (
              <p>
                <a href={getPath('quoteCalculator')}>Compare prices by sex, tobacco use and state</a>, with the plans we
                sell side by side.
              </p>
            ) : (
              <>
                <h3>Plans we sell</h3>
                {shown.rows.length > 0 ? (
                  <PlanComparison rows={shown.rows} caption="Plans we sell, sorted by monthly price" />
                ) : (
                  <p>
                    No plan we sell that takes these answers has its insurer's rate book loaded yet, so none has a price
                    here.
                  </p>
                )}
                {shown.withoutBook.length > 0 ? (
                  <>
                    <p>Plans we sell without a rate book here yet (an agent gives you their prices):</p>
                    <ul data-without-book>
                      {shown.withoutBook.map((r) => (
                        <li key={r.plan.id}>
                          {r.plan.insurer}, {r.plan.name}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <p>
                  A price of a plan we sell is the insurer's rate for the person described, not an offer: the insurer
                  decides after your health answers.
                </p>
              </>
            )}
          </div>
        ) : null}
      </div>
      <p className="calc-note">
        Only plans of the insurers we represent are listed, and only where they take your age, amount and state.
      </p>
    </form>
  );
}
