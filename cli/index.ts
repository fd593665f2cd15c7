import { reportError } from './errors';
import { buildProgram, CommanderError } from './program';

/** Entry point: `npm run cli -- <command>`. Exits 0 on success, 1 on any error. */
async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander already printed its message (or the help); help and version are successes.
      return error.exitCode === 0 ? 0 : 1;
    }
    return reportError(error);
  }
}

main(process.argv).then((code) => {
  process.exitCode = code;
});
