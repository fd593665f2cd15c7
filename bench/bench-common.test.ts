import { describe, expect, it } from 'vitest';
import { asMarkdown, besidePrevious, lastLeadRuns } from './bench-common';

describe('asMarkdown', () => {
  it('keeps headings and blank lines, lists run lines and nests their detail lines', () => {
    expect(asMarkdown(['', '### Static', '', 'our server: 1 requests/s', '  latency p50 1 ms'])).toEqual([
      '',
      '### Static',
      '',
      '- our server: 1 requests/s',
      '  - latency p50 1 ms',
    ]);
  });
});

const results = [
  '# Benchmarks',
  '',
  '## Lead endpoint and static throughput (`npm run bench`), 2026-11-22 06:56 UTC',
  '',
  '- CPU: 2 cores (AMD EPYC), shared with other jobs: load average 6.5 / 5.0 / 4.0 (1 / 5 / 15 min) when the run ended',
  '',
  '### Lead endpoint: POST /api/quotes, 50 connections, distinct valid leads',
  '',
  '- PostgreSQL: 1068 requests/s (32000 in 30.0 s, 50 connections)',
  '  - latency p50 40 ms, p99 88 ms, max 120 ms; non-2xx 0, errors 0, timeouts 0',
  '',
  '## Lead endpoint and static throughput (`npm run bench`), 2026-11-26 15:50 UTC',
  '',
  '- CPU: 2 cores (AMD EPYC), shared with other jobs: load average 2.4 / 5.4 / 7.5 (1 / 5 / 15 min) when the run ended',
  '',
  '### Lead endpoint: POST /api/quotes, 50 connections, distinct valid leads',
  '',
  '- PostgreSQL: 351 requests/s (10541 in 30.1 s, 50 connections)',
  '  - latency p50 131 ms, p99 259 ms, max 412 ms; non-2xx 0, errors 0, timeouts 0',
  '  - target >= 1000 leads/s with p99 <= 50 ms: MISSED',
  '- PostgreSQL at 500 leads/s offered: 498 leads/s achieved (14950 answered 201 of 15000 sent on schedule)',
  '  - latency p50 6.1 ms, p99 35.2 ms, max 80.4 ms; non-2xx 0, errors 0, timeouts 0',
  '- PGlite: 166 requests/s (4967 in 30.0 s, 50 connections)',
  '  - latency p50 284 ms, p99 465 ms, max 507 ms; non-2xx 0, errors 0, timeouts 0',
  '',
  '### Static HTML: GET /, 50 connections, 15 s each',
  '',
  '- our server (Express, one process): 1121 requests/s, latency p50 42 ms, p99 79 ms, non-2xx 0, errors 0',
  '',
  '## Build (`npm run bench:build`), 2026-11-26 15:57 UTC',
  '',
  '| cities | pages |',
].join('\n');

describe('lastLeadRuns', () => {
  it('reads each run of the last section with a lead heading, with its time and load, and nothing of other sections', () => {
    expect(lastLeadRuns(results)).toEqual({
      when: '2026-11-26 15:50 UTC',
      load: 2.4,
      runs: [
        { label: 'PostgreSQL', requestsPerSecond: 351, p50: 131, p99: 259, max: 412 },
        { label: 'PostgreSQL at 500 leads/s offered', requestsPerSecond: 498, p50: 6.1, p99: 35.2, max: 80.4 },
        { label: 'PGlite', requestsPerSecond: 166, p50: 284, p99: 465, max: 507 },
      ],
    });
  });

  it('is undefined when no section has a lead heading', () => {
    expect(lastLeadRuns('# Benchmarks\n\n## Build, 2026-11-26 15:57 UTC\n\n| cities |')).toBeUndefined();
    expect(lastLeadRuns('')).toBeUndefined();
  });
});

describe('besidePrevious', () => {
  const previous = lastLeadRuns(results);

  it('prints the previous run of the same label beside this one', () => {
    expect(besidePrevious({ label: 'PGlite', requestsPerSecond: 402.4, p50: 90, p99: 180, max: 240 }, previous)).toBe(
      '  previous run (2026-11-26 15:50 UTC, load 2.4): 166 leads/s, p50 284 ms, p99 465 ms, max 507 ms' +
        ' | this run: 402 leads/s, p50 90 ms, p99 180 ms, max 240 ms',
    );
  });

  it('says so when the previous section has no run of that label', () => {
    expect(
      besidePrevious(
        { label: 'PGlite at 100 leads/s offered', requestsPerSecond: 1, p50: 1, p99: 1, max: 1 },
        previous,
      ),
    ).toBe('  previous run: none in bench/results.md for PGlite at 100 leads/s offered');
    expect(besidePrevious({ label: 'PGlite', requestsPerSecond: 1, p50: 1, p99: 1, max: 1 }, undefined)).toBe(
      '  previous run: none in bench/results.md for PGlite',
    );
  });
});
