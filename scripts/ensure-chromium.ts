import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Browser tests run in Debian's Chromium: Playwright cannot download its own browser here.
 * This finds it; when it is missing and we are root with apt-get, it installs the package;
 * otherwise it says exactly what to install, and exits 1.
 */
export const defaultChromiumPath = '/usr/bin/chromium';

/** The Chromium to drive: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;

/**
 * Flags for driving Chromium here (Playwright, Lighthouse): root needs --no-sandbox, and the
 * machine's closed network refuses the connections Chromium makes in the background.
 */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type ChromiumPlan =
  | { action: 'ready'; path: string }
  | { action: 'install'; command: string[][] }
  | { action: 'instruct'; message: string };

export function planChromium(input: { path: string; exists: boolean; isRoot: boolean; hasApt: boolean }): ChromiumPlan {
  if (input.exists) return { action: 'ready', path: input.path };
  if (input.path !== defaultChromiumPath) {
    return {
      action: 'instruct',
      message: `CHROMIUM_PATH points to ${input.path}, which does not exist. Set it to a Chromium or Chrome binary, or unset it to use ${defaultChromiumPath}.`,
    };
  }
  if (input.isRoot && input.hasApt) {
    return {
      action: 'install',
      command: [
        ['apt-get', 'update', '-q'],
        ['apt-get', 'install', '-y', '-q', '--no-install-recommends', 'chromium'],
      ],
    };
  }
  return {
    action: 'instruct',
    message: [
      `Chromium was not found at ${defaultChromiumPath}; the browser tests need it.`,
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  };
}

function commandExists(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function version(path: string): string {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim();
  } catch {
    return 'version unknown';
  }
}

function main(): number {
  const path = process.env.CHROMIUM_PATH ?? defaultChromiumPath;
  const plan = planChromium({
    path,
    exists: existsSync(path),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasApt: commandExists('apt-get'),
  });
  if (plan.action === 'ready') {
    console.log(`[chromium] ${plan.path}: ${version(plan.path)}`);
    return 0;
  }
  if (plan.action === 'instruct') {
    console.error(`[chromium] ${plan.message}`);
    return 1;
  }
  console.log('[chromium] not found; installing the Debian package "chromium" with apt-get ...');
  for (const [cmd, ...args] of plan.command) {
    const run = spawnSync(cmd as string, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) {
      console.error(`[chromium] "${[cmd, ...args].join(' ')}" failed (exit ${run.status}). Install chromium by hand.`);
      return 1;
    }
  }
  if (!existsSync(defaultChromiumPath)) {
    console.error(`[chromium] apt-get finished but ${defaultChromiumPath} is still missing.`);
    return 1;
  }
  console.log(`[chromium] installed: ${version(defaultChromiumPath)}`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
