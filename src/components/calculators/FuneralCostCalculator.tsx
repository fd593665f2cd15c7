import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatUsd } from '#core/format';
import type { NumberProblem } from '#core/numbers';
import { estimateFuneral, FUNERAL_LINES, type FuneralKey, funeralMessage } from '../../lib/funeral';
import { toast } from '../ui/toast';
import { NumberField, readNumberInput } from './NumberField';
import './calculators.css';

/** The spec's toast after each calculation. */
export const FUNERAL_TOAST = 'Funeral cost estimate calculated';
const FUNERAL_TOAST_ID = 'funeral-cost-estimate';

type Problems = Partial<Record<FuneralKey, NumberProblem>>;

interface Shown {
  amounts: Record<FuneralKey, number>;
  total: number;
  /** Bumped on every Calculate, so that the same total is announced again. */
  press: number;
}

/**
 * The funeral cost calculator: the eight lines of the spec with their defaults, in whole dollars.
 * No total until Calculate; then the total is read out from a live region, a breakdown is shown
 * and a success toast appears. A line that cannot be used gets a message beside it, focus moves
 * to it, and no total is shown. The inputs are uncontrolled, so typing before hydration is kept.
 */
export function FuneralCostCalculator() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [shown, setShown] = useState<Shown | null>(null);
  const [press, setPress] = useState(0);

  useEffect(() => {
    const first = FUNERAL_LINES.find((line) => problems[line.key]);
    if (press > 0 && first) (form.current?.elements.namedItem(first.key) as HTMLInputElement | null)?.focus();
  }, [press, problems]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const input = {} as Record<FuneralKey, string>;
    for (const { key } of FUNERAL_LINES) input[key] = readNumberInput(fields.namedItem(key));
    const estimate = estimateFuneral(input);
    setPress(press + 1);
    if (estimate.ok) {
      setProblems({});
      setShown({ amounts: estimate.amounts, total: estimate.total, press });
      // One toast however often Calculate is pressed: a new press replaces it and restarts its time.
      toast.success(FUNERAL_TOAST, { id: FUNERAL_TOAST_ID });
    } else {
      setProblems(estimate.problems);
      setShown(null);
    }
  };

  return (
    <form ref={form} className="calc" noValidate onSubmit={onSubmit}>
      <div className="calc-fields">
        {FUNERAL_LINES.map((line) => {
          const problem = problems[line.key];
          return (
            <NumberField
              key={line.key}
              id={`${id}${line.key}`}
              name={line.key}
              label={line.label}
              hint={line.hint}
              error={problem ? funeralMessage(problem) : undefined}
              min={0}
              step={1}
              defaultValue={line.default}
              prefix="$"
            />
          );
        })}
      </div>
      <button type="submit" className="btn btn-primary">
        Calculate
      </button>
      <div role="status" className="calc-result">
        {shown ? (
          <p key={shown.press}>
            Estimated funeral cost: <strong>{formatUsd(shown.total)}</strong>
          </p>
        ) : null}
      </div>
      {shown ? (
        <table className="calc-breakdown">
          <caption>Breakdown of your estimate</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {FUNERAL_LINES.map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.label}</th>
                <td>{formatUsd(shown.amounts[line.key])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{formatUsd(shown.total)}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </form>
  );
}
