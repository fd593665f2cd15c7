/**
 * GET /healthz and /readyz side by side, over and over, while a scenario runs: each answer with
 * its status, Retry-After, when it was sent and how long it took (0 status: no HTTP answer).
 */
export interface ProbeAnswer {
  path: '/healthz' | '/readyz';
  status: number;
  retryAfter: string | null;
  startedAt: number;
  ms: number;
}

export interface Probe {
  answers: ProbeAnswer[];
  /** Stops probing; resolves once the last round is answered. */
  stop(): Promise<void>;
}

async function probeOnce(baseUrl: string, path: ProbeAnswer['path']): Promise<ProbeAnswer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return {
      path,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      startedAt,
      ms: Date.now() - startedAt,
    };
  } catch {
    return { path, status: 0, retryAfter: null, startedAt, ms: Date.now() - startedAt };
  }
}

export function probeHealth(baseUrl: string, everyMs = 200): Probe {
  const answers: ProbeAnswer[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      answers.push(...(await Promise.all([probeOnce(baseUrl, '/healthz'), probeOnce(baseUrl, '/readyz')])));
      await new Promise((done) => setTimeout(done, everyMs));
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
