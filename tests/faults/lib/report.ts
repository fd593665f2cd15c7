/**
 * What a scenario reports: its counts (one summary line) and the checks that failed. A count that
 * does not apply is left undefined and printed as "-".
 */
export interface Counts {
  /** Leads (or requests) sent. */
  sent?: number;
  /** Answered 201/200 with an id. */
  acknowledged?: number;
  /** Rows found in quote_submissions afterwards. */
  stored?: number;
  /** Notifications received by the channel receivers (once per lead and channel). */
  notified?: number;
  /** Acknowledged leads missing from the table, or notifications never received. */
  lost: number;
  /** Leads stored more than once, or notifications received more than once. */
  doubled: number;
}

export class Report {
  readonly name: string;
  readonly counts: Counts = { lost: 0, doubled: 0 };
  readonly notes: string[] = [];
  readonly failures: string[] = [];
  readonly started = Date.now();
  finished: number | undefined;

  constructor(name: string) {
    this.name = name;
  }

  set(counts: Partial<Counts>): void {
    Object.assign(this.counts, counts);
  }

  note(text: string): void {
    this.notes.push(text);
  }

  /** Records a failed check (the scenario goes on, to report all of them). */
  check(ok: boolean, message: string): boolean {
    if (!ok) this.failures.push(message);
    return ok;
  }

  /** Like check, comparing two values. */
  equal<T>(actual: T, expected: T, message: string): boolean {
    return this.check(
      Object.is(actual, expected) || JSON.stringify(actual) === JSON.stringify(expected),
      `${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
  }

  get passed(): boolean {
    return this.failures.length === 0 && this.counts.lost === 0 && this.counts.doubled === 0;
  }

  line(): string {
    const show = (value: number | undefined) => (value === undefined ? '-' : String(value));
    const { sent, acknowledged, stored, notified, lost, doubled } = this.counts;
    const seconds = (((this.finished ?? Date.now()) - this.started) / 1000).toFixed(1);
    const notes = this.notes.length > 0 ? ` | ${this.notes.join('; ')}` : '';
    return `[faults] ${this.passed ? 'PASS' : 'FAIL'} ${this.name}: sent=${show(sent)} acknowledged=${show(acknowledged)} stored=${show(stored)} notified=${show(notified)} lost=${lost} doubled=${doubled} (${seconds}s)${notes}`;
  }
}
