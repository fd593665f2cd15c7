import { formatUsd } from '#core/format';
import { estimateFuneral, FUNERAL_LINES, type FuneralKey, funeralMessage } from '../../lib/funeral';
import { toast } from '../ui/toast/store';
import { NumberField, readNumberInput } from './NumberField';
import { useCalculator } from './useCalculator';
import './calculators.css';

/** The spec's toast after each calculation. */
export const FUNERAL_TOAST = 'Funeral cost estimate calculated';
const FUNERAL_TOAST_ID = 'funeral-cost-estimate';

const FUNERAL_KEYS = FUNERAL_LINES.map((line) => line.key);

/** Reads the eight lines of the form. */
function readLines(fields: HTMLFormControlsCollection) {
  const input = {} as Record<FuneralKey, string>;
  for (const key of FUNERAL_KEYS) input[key] = readNumberInput(fields.namedItem(key));
  return estimateFuneral(input);
}

// One toast however often Calculate is pressed: a new press replaces it and restarts its time.
const announce = () => toast.success(FUNERAL_TOAST, { id: FUNERAL_TOAST_ID });

/**
 * The funeral cost calculator: the eight lines of the spec with their defaults, in whole dollars.
 * No total until Calculate; then the total is read out from a live region, a breakdown is shown
 * and a success toast appears. A line that cannot be used gets a message beside it, focus moves
 * to it, and no total is shown. The inputs are uncontrolled, so typing before hydration is kept.
 */
export function FuneralCostCalculator() {
  const { id, form, problems, shown, onSubmit } = useCalculator(FUNERAL_KEYS, readLines, announce);

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
