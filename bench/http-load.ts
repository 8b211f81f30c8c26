/** A small closed-loop HTTP load generator for loopback benchmarks (bounded count, no dependencies). */

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than the expected status. */
  failures: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Sends `total` requests with `concurrency` in flight; latencies in milliseconds. */
export async function runLoad(
  send: () => Promise<Response>,
  { total, concurrency, expectStatus = 200 }: { total: number; concurrency: number; expectStatus?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  async function worker() {
    while (issued < total) {
      issued += 1;
      const t0 = performance.now();
      const response = await send();
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== expectStatus) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures,
  };
}

export function formatRow(label: string, result: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline
    ? `  ×${(result.p50 / baseline.p50).toFixed(2)} p50, ×${(baseline.perSecond / result.perSecond).toFixed(2)} time/req vs baseline`
    : '';
  return `${label.padEnd(34)} ${result.perSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  failures ${result.failures}${ratio}`;
}
