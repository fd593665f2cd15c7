import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { NumberProblem } from '#core/numbers';

/** What a calculator's estimate function returns: a result, or a problem per field. */
export type Outcome<K extends string, R> =
  | ({ ok: true } & R)
  | { ok: false; problems: Partial<Record<K, NumberProblem>> };

export interface Calculator<K extends string, R> {
  /** The prefix of the fields' ids (one per calculator on the page). */
  id: string;
  form: RefObject<HTMLFormElement | null>;
  problems: Partial<Record<K, NumberProblem>>;
  /** The last result, with the press it came from (a key, so the same result is announced again). */
  shown: (R & { press: number }) | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * What both calculators do on Calculate: read the form again (the inputs are uncontrolled, so
 * whatever was typed before hydration counts), estimate, and either show the result or the
 * problems; after a press with problems, focus moves to the first field (in `order`) that has one.
 */
export function useCalculator<K extends string, R>(
  order: readonly K[],
  estimate: (fields: HTMLFormControlsCollection) => Outcome<K, R>,
  onResult?: () => void,
): Calculator<K, R> {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Partial<Record<K, NumberProblem>>>({});
  const [shown, setShown] = useState<(R & { press: number }) | null>(null);
  const [press, setPress] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `order` is the calculator's fixed field list.
  useEffect(() => {
    const first = order.find((key) => problems[key]);
    if (press > 0 && first) (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  }, [press, problems]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = estimate(event.currentTarget.elements);
    setPress(press + 1);
    if (outcome.ok) {
      setProblems({});
      setShown({ ...outcome, press });
      onResult?.();
    } else {
      setProblems(outcome.problems);
      setShown(null);
    }
  };

  return { id, form, problems, shown, onSubmit };
}
