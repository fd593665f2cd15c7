/** An error meant for the person at the terminal: printed as one line, exit code 1, no stack. */
export class CliError extends Error {
  override name = 'CliError';
}

/** The one error handler: prints a clear message and returns the exit code. */
export function reportError(
  error: unknown,
  write: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): number {
  if (error instanceof CliError) {
    write(`error: ${error.message}`);
  } else if (error instanceof Error) {
    write(`error: ${error.message}`);
    if (process.env.DEBUG) write(error.stack ?? '');
  } else {
    write(`error: ${String(error)}`);
  }
  return 1;
}
