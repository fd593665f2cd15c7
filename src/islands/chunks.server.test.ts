import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandImports, islandOfModule } from './chunks.server';
import { islands } from './registry';

const registrySource = readFileSync(fileURLToPath(new URL('./registry.ts', import.meta.url)), 'utf8');

describe('island chunk names, read from the one island table', () => {
  it('finds every island of the table and the module its loader imports', async () => {
    const found = islandImports(registrySource);
    expect([...found.keys()].sort()).toEqual(Object.keys(islands).sort());
    for (const [name, load] of Object.entries(islands)) {
      const specifier = found.get(name) ?? '';
      const module = (await import(/* @vite-ignore */ `./${specifier}`)) as Record<string, unknown>;
      expect(Object.values(module), name).toContain(await load());
    }
  });

  it('names a chunk after the island whose module it holds, and no other chunk', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    expect(islandOfModule(`${root}src/components/quote/QuoteDialog.tsx`)).toBe('quote');
    expect(islandOfModule(`${root}src/components/guides/Checklist.tsx?used`)).toBe('checklist');
    expect(islandOfModule(`${root}src/components/quote/QuoteSteps.tsx`)).toBeUndefined();
    expect(islandOfModule(`${root}src/islands/registry.ts`)).toBeUndefined();
    expect(islandOfModule(null)).toBeUndefined();
  });

  it('refuses a table whose entry does not import exactly one module by name', () => {
    expect(() => islandImports('export const islands = { a: () => import(path) };')).toThrow(/island "a"/);
    expect(() =>
      islandImports("export const islands = { a: () => Promise.all([import('./x'), import('./y')]) };"),
    ).toThrow(/island "a"/);
    expect(() => islandImports('export const others = {};')).toThrow(/no `islands`/);
  });
});
