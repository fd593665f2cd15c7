import { createLogger, type Logger } from 'vite';

/**
 * Vite's logger without vite-react-ssg's line per page ("dist/tx/houston.html  52.82 KiB"): 3.9 s
 * of a profiled 10,000-page build went to those lines (decision 0075). The build prints the count
 * of pages (build/finish-build.ts); everything else is logged as before.
 */
export function quietPageLogger(outDir: string): Logger {
  const logger = createLogger();
  const pageLine = new RegExp(`^${outDir}/\\S+\\.html\\s+[\\d.]+ KiB$`);
  const logInfo = logger.info.bind(logger);
  logger.info = (message, options) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes of the log line.
    const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
    if (pageLine.test(plain)) return;
    logInfo(message, options);
  };
  return logger;
}
