import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ConfigData, HtmlValidate, StaticConfigLoader } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { distDir, listHtmlFiles, readDist, repoRoot, requireDist } from './helpers';

/**
 * Every page in dist/ is valid HTML: html-validate with the project's .htmlvalidate.json
 * (recommended + document presets; the few rule options it changes are explained in
 * docs/decisions/0010-html-validation.md). One test over all files, so the summary line counts
 * the whole site.
 */

const config = JSON.parse(readFileSync(join(repoRoot, '.htmlvalidate.json'), 'utf8')) as ConfigData;
const validator = new HtmlValidate(new StaticConfigLoader(config));

interface Problem {
  file: string;
  line: number;
  rule: string;
  message: string;
}

async function validate(html: string, file: string): Promise<Problem[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages
      .filter((m) => m.severity === 2)
      .map((m) => ({ file, line: m.line, rule: m.ruleId, message: m.message })),
  );
}

describe('html-validate', () => {
  it('finds 0 errors in every .html file of dist/', async () => {
    requireDist();
    const files = listHtmlFiles();
    // The whole site: the error pages, every state and city page, every redirect stub.
    expect(files.length).toBeGreaterThan(300);
    const problems: Problem[] = [];
    for (const file of files) problems.push(...(await validate(readDist(file), file)));
    console.log(`html-validate: ${files.length} files, ${problems.length} errors`);
    const shown = problems.slice(0, 40).map((p) => `${p.file}:${p.line} ${p.rule}: ${p.message}`);
    expect(shown, `${problems.length} errors`).toEqual([]);
  }, 300_000);

  it('uses a configuration that reports real faults', async () => {
    // A duplicated id, an image without alt text, a button without a type, a stray end tag.
    const broken =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head>' +
      '<body><main><p id="a">x</p><p id="a">y</p><img src="/a.png"><button>Go</button></div></main></body></html>';
    const rules = new Set((await validate(broken, 'broken.html')).map((p) => p.rule));
    expect([...rules]).toEqual(expect.arrayContaining(['no-dup-id', 'wcag/h37', 'no-implicit-button-type']));
  });

  it('keeps phone links on one line, which is why tel-non-breaking is off', () => {
    // tel-non-breaking asks for U+2011 hyphens in phone numbers so that they never wrap; the site
    // keeps ASCII hyphens (a copied number still dials) and stops the wrap in CSS instead.
    expect(config.rules?.['tel-non-breaking']).toBe('off');
    const assets = join(distDir, 'assets');
    const css = readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    expect(css.replace(/\s+/g, '')).toMatch(/a\[href\^=["']?tel\\?:["']?\]\{white-space:nowrap\}/);
  });
});
