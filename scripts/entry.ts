import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What every script run from the command line needs: whether its module is the one node was
 * started with (so that importing it runs nothing), its main with the exit code, and its options.
 */

/** Whether the module at `moduleUrl` (its import.meta.url) is the script being run, not an import. */
export function isEntry(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && moduleUrl === pathToFileURL(resolve(script)).href;
}

/**
 * Runs `main` when `moduleUrl` is the script being run, and exits with its code; a thrown error
 * is printed after `name:` (with its stack unless `stack` is false) and exits 1.
 */
export function runEntry(
  moduleUrl: string,
  name: string,
  main: () => number | Promise<number>,
  options: { stack?: boolean } = {},
): void {
  if (!isEntry(moduleUrl)) return;
  const fail = (error: unknown) => {
    const text =
      error instanceof Error
        ? options.stack === false
          ? error.message
          : (error.stack ?? error.message)
        : String(error);
    console.error(`${name}: ${text}`);
    process.exit(1);
  };
  try {
    Promise.resolve(main()).then((code) => process.exit(code), fail);
  } catch (error) {
    fail(error);
  }
}

/** The value after `name` in argv (`--port 4480` gives '4480'), or undefined. */
export function argValue(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}
