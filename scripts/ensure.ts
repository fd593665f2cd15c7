import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runEntry } from './entry';

/**
 * The Debian programs the scripts drive, found or installed: Chromium (browser tests and
 * Lighthouse: Playwright cannot download its own browser here) and nginx (the static benchmark's
 * reference). When one is missing and we are root with apt-get, its Debian package is installed
 * (noninteractive, no service started; when the install fails, `apt-get update` and a second
 * try); otherwise it says exactly what to install.
 *
 *   tsx scripts/ensure.ts chromium [nginx]    exit 1 when one is missing and was not installed
 */

export const defaultChromiumPath = '/usr/bin/chromium';

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

interface Tool {
  /** Its name in messages. */
  label: string;
  /** The Debian package. */
  package: string;
  /** Where the package puts the binary. */
  defaultPath: string;
  /** The variable that points at another binary instead, if there is one. */
  pathVariable?: string;
  /** Why it is needed, for the message when it is missing. */
  neededBy: string;
  /** The arguments that make it print its version. */
  versionArgs: readonly string[];
}

export const tools = {
  chromium: {
    label: 'Chromium',
    package: 'chromium',
    defaultPath: defaultChromiumPath,
    pathVariable: 'CHROMIUM_PATH',
    neededBy: 'the browser tests need it',
    versionArgs: ['--version'],
  },
  nginx: {
    label: 'nginx',
    package: 'nginx',
    defaultPath: '/usr/sbin/nginx',
    neededBy: 'the static benchmark compares our server with it',
    versionArgs: ['-v'],
  },
} satisfies Record<string, Tool>;

export type ToolName = keyof typeof tools;

/** The Chromium to drive: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = toolPath('chromium');

export type EnsurePlan =
  | { action: 'ready'; path: string }
  | { action: 'install'; install: string[]; update: string[] }
  | { action: 'instruct'; message: string };

export function planEnsure(
  name: ToolName,
  input: { path: string; exists: boolean; isRoot: boolean; hasApt: boolean },
): EnsurePlan {
  const tool: Tool = tools[name];
  if (input.exists) return { action: 'ready', path: input.path };
  if (input.path !== tool.defaultPath) {
    return {
      action: 'instruct',
      message: `${tool.pathVariable ?? 'The path'} points to ${input.path}, which does not exist. Set it to an existing ${tool.label} binary, or unset it to use ${tool.defaultPath}.`,
    };
  }
  if (input.isRoot && input.hasApt) {
    return {
      action: 'install',
      install: ['apt-get', 'install', '-y', '-q', '--no-install-recommends', tool.package],
      update: ['apt-get', 'update', '-q'],
    };
  }
  return {
    action: 'instruct',
    message: [
      `${tool.label} was not found at ${tool.defaultPath}; ${tool.neededBy}.`,
      `Install it with:  sudo apt-get update && sudo apt-get install -y ${tool.package}`,
      ...(tool.pathVariable ? [`or point ${tool.pathVariable} at an existing ${tool.label} binary.`] : []),
    ].join('\n'),
  };
}

/** The binary to run: the tool's variable when set, else the Debian path. */
export function toolPath(name: ToolName): string {
  const tool: Tool = tools[name];
  return (tool.pathVariable && process.env[tool.pathVariable]) || tool.defaultPath;
}

/** The version line the binary prints ("nginx/1.22.1", "Chromium 120.0 ..."), or '' when it cannot say. */
export function toolVersion(name: ToolName, path = toolPath(name)): string {
  const run = spawnSync(path, tools[name].versionArgs, { encoding: 'utf8', timeout: 20_000 });
  if (run.status !== 0) return '';
  // nginx -v writes "nginx version: nginx/1.22.1" to stderr.
  return `${run.stdout}${run.stderr}`.trim().replace(/^nginx version: /, '');
}

function commandExists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Runs an apt-get command line; RUNLEVEL=1 keeps the package's service (nginx) from starting. */
function apt([command, ...args]: readonly string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  return spawnSync(command as string, args, { stdio: 'inherit', env }).status === 0;
}

/**
 * The tool's binary, installed with apt-get first when it is missing and we may; undefined (with
 * the reason printed) when it is not there.
 */
export function ensureTool(name: ToolName): string | undefined {
  const tag = `[${name}]`;
  const path = toolPath(name);
  const plan = planEnsure(name, {
    path,
    exists: existsSync(path),
    isRoot: process.getuid?.() === 0,
    hasApt: commandExists('apt-get'),
  });
  if (plan.action === 'ready') return plan.path;
  if (plan.action === 'instruct') {
    console.error(`${tag} ${plan.message}`);
    return undefined;
  }
  console.log(`${tag} not found; installing the Debian package "${tools[name].package}" with apt-get ...`);
  if (!apt(plan.install) && !(apt(plan.update) && apt(plan.install))) {
    console.error(
      `${tag} "${plan.install.join(' ')}" failed, also after "${plan.update.join(' ')}". Install it by hand.`,
    );
    return undefined;
  }
  if (!existsSync(path)) {
    console.error(`${tag} apt-get finished but ${path} is still missing.`);
    return undefined;
  }
  console.log(`${tag} installed`);
  return path;
}

function main(names: readonly string[]): number {
  const unknown = names.filter((name) => !(name in tools));
  if (names.length === 0 || unknown.length > 0) {
    console.error(`usage: tsx scripts/ensure.ts ${Object.keys(tools).join(' | ')} ...`);
    return 1;
  }
  let ok = true;
  for (const name of names as ToolName[]) {
    const path = ensureTool(name);
    if (path) console.log(`[${name}] ${path}: ${toolVersion(name, path) || 'version unknown'}`);
    else ok = false;
  }
  return ok ? 0 : 1;
}

runEntry(import.meta.url, 'ensure', () => main(process.argv.slice(2)));
