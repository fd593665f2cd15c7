import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dataNames, main } from '../../scripts/prose';
import { templates } from '../../src/built-site/templates';

/** A built site where every page template holds the given <main> prose. */
function fixtureDist(prose: (file: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'prose-dist-'));
  for (const { file } of templates) {
    const html = `<!doctype html><html lang="en"><head><title>Burial insurance</title><meta name="description" content="Plain answers about burial insurance."></head><body><main><h1>Burial insurance</h1>${prose(file)}</main></body></html>`;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), html);
  }
  return dir;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function run(dist: string): { code: number; out: string } {
  dirs.push(dist);
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  const code = main(['--dist', dist]);
  return { code, out: lines.join('\n') };
}

const plain = '<p>We help you pick a plan. It pays for the funeral. You pay the same each month.</p>';

describe('npm run prose', () => {
  it('passes plain US English and prints the grade of every template', { timeout: 120_000 }, () => {
    const { code, out } = run(fixtureDist(() => plain));
    expect(out).toContain('spelling (built pages): 0 finding(s)');
    for (const { name } of templates) {
      const escaped = name.replace(/[()]/g, '\\$&');
      expect(out).toMatch(new RegExp(`\\[prose\\]   ${escaped} +-?\\d+\\.\\d`));
    }
    expect(code).toBe(0);
  });

  it('fails on a British spelling, a wrong article, "between X to Y" and a hard gated page', {
    timeout: 120_000,
  }, () => {
    const hard =
      '<p>Comprehensive actuarial considerations notwithstanding, policyholders contemplating supplementary indemnification arrangements should evaluate administrative documentation requirements meticulously.</p>';
    const { code, out } = run(
      fixtureDist((file) =>
        file === 'faq.html'
          ? hard
          : `${plain}<p>Check the licence of a Ohio agent. It pays between $2,000 to $50,000.</p>`,
      ),
    );
    expect(out).toMatch(/Unknown word \(licence\)/);
    expect(out).toMatch(/Unexpected article `a` before `ohio`/);
    expect(out).toMatch(/between X and Y/);
    expect(out).toMatch(/faq\.html reads at grade \d+(\.\d)?, above 8/);
    expect(code).toBe(1);
  });

  it('takes the names of places, carriers and people from the data', () => {
    const names = dataNames();
    expect(names).toEqual(expect.arrayContaining(['Pawtucket', 'Maricopa', 'Omaha', 'Ellis']));
  });
});
