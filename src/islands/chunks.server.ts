import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';

/**
 * The build's names for island chunks, read from the one island table (`islands` in
 * ./registry.ts): the chunk of each island's dynamic import is written as
 * `assets/island-<name>-<hash>.js`, so that `npm run size` and the dist checks find an island's
 * code by the name its HTML marker carries (`data-island`). Nothing else lists the islands'
 * modules. Node only (vite.config.ts, scripts).
 */

export const ISLAND_CHUNK_PREFIX = 'island-';

const registryFile = fileURLToPath(new URL('./registry.ts', import.meta.url));

interface Node {
  type: string;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The node and every node below it, depth first. */
function* nodesIn(value: unknown): Generator<Node> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesIn(item);
  } else if (isNode(value)) {
    yield value;
    for (const child of Object.values(value)) yield* nodesIn(child);
  }
}

/**
 * Each island of the table in `source` (./registry.ts as written) and the one module its loader
 * imports, as written there: `quote` -> `../components/quote/QuoteDialog`. Throws when the table
 * is missing or an entry does not import exactly one module by a string literal.
 */
export function islandImports(source: string): Map<string, string> {
  const declarator = [...nodesIn(parseAst(source, { lang: 'ts' }))].find(
    (node) => node.type === 'VariableDeclarator' && isNode(node.id) && node.id.name === 'islands',
  );
  let table: unknown = declarator?.init;
  while (isNode(table) && (table.type === 'TSSatisfiesExpression' || table.type === 'TSAsExpression')) {
    table = table.expression;
  }
  if (!isNode(table) || table.type !== 'ObjectExpression' || !Array.isArray(table.properties)) {
    throw new Error('src/islands/registry.ts: no `islands` object literal');
  }
  const found = new Map<string, string>();
  for (const property of table.properties as unknown[]) {
    const key = isNode(property) && isNode(property.key) ? (property.key.name ?? property.key.value) : undefined;
    if (typeof key !== 'string') throw new Error('src/islands/registry.ts: an island without a plain name');
    const imports = [...nodesIn(isNode(property) ? property.value : undefined)].filter(
      (node) => node.type === 'ImportExpression',
    );
    const specifier = imports.length === 1 && isNode(imports[0]?.source) ? imports[0].source.value : undefined;
    if (typeof specifier !== 'string') {
      throw new Error(`src/islands/registry.ts: island "${key}" must import exactly one module, by a string literal`);
    }
    found.set(key, specifier);
  }
  return found;
}

/** A module path with forward slashes and without its script extension. */
function withoutExtension(path: string): string {
  return path.replace(/\\/g, '/').replace(/\.[cm]?[jt]sx?$/, '');
}

/** Absolute module path without its extension -> island name; read once. */
let islandByModule: Map<string, string> | undefined;

/** The island whose component module `id` (an absolute path, as the bundler names it) is, if any. */
export function islandOfModule(id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  islandByModule ??= new Map(
    [...islandImports(readFileSync(registryFile, 'utf8'))].map(([name, specifier]) => [
      withoutExtension(resolve(dirname(registryFile), specifier)),
      name,
    ]),
  );
  return islandByModule.get(withoutExtension(id.split('?')[0] ?? id));
}
