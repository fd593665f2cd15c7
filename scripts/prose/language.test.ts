import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractBlocks, extractProse } from './extract';
import { checkGrammar, checkUsage, lowerNamesAfterArticles, readability } from './language';

const root = join(import.meta.dirname, '..', '..');

describe('grammar', () => {
  it('finds a wrong article before a place name, and only there', () => {
    expect(checkGrammar('We help every a Ohio family.').map((f) => f.rule)).toEqual([
      'retext-indefinite-article:retext-indefinite-article',
    ]);
    expect(checkGrammar('An Idaho plan, a Utah plan, a Eugene plan and an Ohio plan.')).toEqual([]);
    expect(checkGrammar('an Houston funeral')).toHaveLength(1);
    expect(checkGrammar('An FAQ page.')).toEqual([]);
  });

  it('lowers only a mixed-case name after an article, keeping offsets', () => {
    expect(lowerNamesAfterArticles('A Texas plan and an FBI file, not a Ohio one')).toBe(
      'A texas plan and an FBI file, not a ohio one',
    );
  });

  it('finds a repeated word', () => {
    expect(checkGrammar('Call the the agent.').map((f) => f.rule)).toEqual(['retext-repeated-words:the']);
  });

  it('leaves a letter grade alone', () => {
    expect(checkGrammar('A (as reported)')).toEqual([]);
    expect(checkGrammar('A Ohio plan (as reported)')).toHaveLength(1);
  });

  it('finds "between X to Y" and "at weekends"', () => {
    expect(checkUsage('a benefit between $2,000 to $50,000').map((f) => f.rule)).toEqual(['usage:between-to']);
    expect(checkUsage('higher at weekends').map((f) => f.rule)).toEqual(['usage:at-weekends']);
    expect(checkUsage('between $2,000 and $50,000, from $30 to $150, on weekends')).toEqual([]);
  });
});

describe('readability', () => {
  it('grades short plain sentences low and long abstract ones high', () => {
    const plain = readability(['We help you pick a plan. It pays for the funeral. You pay the same each month.']);
    const hard = readability([
      'Comprehensive actuarial considerations notwithstanding, policyholders contemplating supplementary indemnification arrangements should evaluate administrative documentation requirements meticulously.',
    ]);
    expect(plain.grade).toBeLessThanOrEqual(4);
    expect(hard.grade).toBeGreaterThan(12);
    expect(hard.hard).toHaveLength(1);
    expect(Object.keys(plain.formulas)).toHaveLength(5);
  });
});

describe('text of a built page', () => {
  const html = `<!doctype html><html><head><title>T</title><meta name="description" content="D"><style>p{}</style></head>
    <body><nav><a href="/">Home</a></nav><main><h1>Head</h1><p>One <strong>line</strong>.</p>
    <ul><li><a href="/x"><span>California</span><span>Sacramento</span></a></li></ul>
    <script>var x = "licence";</script><button>Go</button></main></body></html>`;

  it('keeps blocks apart, skips scripts and reads the title and description', () => {
    expect(extractBlocks(html)).toEqual(['T', 'D', 'Home', 'Head', 'One line.', 'California Sacramento', 'Go']);
  });

  it('gives readability only the running prose of <main>', () => {
    expect(extractProse(html)).toEqual(['One line.']);
  });
});

describe('spelling configuration', () => {
  const spell = (text: string) =>
    spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/cspell/bin.mjs'),
        '--no-progress',
        '--no-summary',
        '--config',
        'cspell.config.yaml',
        'stdin',
      ],
      { cwd: root, input: text, encoding: 'utf8' },
    );

  it('is US English: British spellings fail, American ones pass', { timeout: 60_000 }, () => {
    const british = spell('licence centre colour neighbours instalment favour cheque grey\n');
    expect(british.status).toBe(1);
    expect(british.stdout.trim().split('\n')).toHaveLength(8);
    const american = spell('license center color neighbors installment favor check gray\n');
    expect(american.stdout).toBe('');
    expect(american.status).toBe(0);
  });

  it('does not enable British English', () => {
    const config = readFileSync(join(root, 'cspell.config.yaml'), 'utf8');
    expect(config).toMatch(/^language: en-US$/m);
    expect(config).not.toMatch(/en-GB|en_GB/i);
  });
});
