import { readFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from '@playwright/test';

/**
 * The page's memory while the import worker reads a file, for bench/wearable-import.ts: the JS heap
 * of the page (DevTools `Performance.getMetrics`) and of its dedicated workers (`Runtime.getHeapUsage`
 * through a session attached to each worker), and the resident memory of Chromium's renderer
 * processes (Linux /proc), where the worker's array buffers and the decoded text also live.
 * `performance.measureUserAgentSpecificMemory()` would need a cross-origin-isolated page, which the
 * app is not.
 */

export interface MemorySample {
  /** Page + workers, used JS heap, bytes. */
  heapBytes: number;
  /** The workers' part of it. */
  workerHeapBytes: number;
  /** Workers answering at this sample. */
  workers: number;
  /** Every renderer process's resident memory, bytes. */
  rssBytes: number;
}

interface ProcessInfo {
  type: string;
  id: number;
}

function rssOf(pid: number): number {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) * 1024 : 0;
  } catch {
    // The process ended between the listing and the read.
    return 0;
  }
}

export interface MemoryProbe {
  sample(): Promise<MemorySample>;
  /** Collects garbage in the page and its workers, so a baseline is not last screen's litter. */
  collectGarbage(): Promise<void>;
  close(): Promise<void>;
}

export async function memoryProbe(browser: Browser, page: Page): Promise<MemoryProbe> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const system = await browser.newBrowserCDPSession();
  await cdp.send('Performance.enable');

  // Workers are reached through this session's own auto-attach, in the non-flat mode: messages to
  // a worker go through Target.sendMessageToTarget and come back as events.
  const workers = new Set<string>();
  const pending = new Map<number, (result: Record<string, unknown> | undefined) => void>();
  let nextId = 1;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') workers.add(event.sessionId);
  });
  cdp.on('Target.detachedFromTarget', (event) => {
    if (event.sessionId) workers.delete(event.sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: Record<string, unknown> };
    const resolve = message.id === undefined ? undefined : pending.get(message.id);
    if (message.id === undefined || !resolve) return;
    pending.delete(message.id);
    resolve(message.result);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });

  const toWorker = (sessionId: string, method: string): Promise<Record<string, unknown> | undefined> =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      const giveUp = () => {
        if (pending.delete(id)) resolve(undefined);
      };
      // A worker that is gone answers nothing: counted as empty.
      setTimeout(giveUp, 5_000);
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) }).catch(giveUp);
    });

  return {
    async sample() {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const pageHeap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
      const workerHeaps = await Promise.all([...workers].map((sessionId) => toWorker(sessionId, 'Runtime.getHeapUsage')));
      const workerHeap = workerHeaps.reduce((sum, usage) => sum + (typeof usage?.usedSize === 'number' ? usage.usedSize : 0), 0);
      const { processInfo } = (await system.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessInfo[] };
      const rssBytes = processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + rssOf(p.id), 0);
      return {
        heapBytes: pageHeap + workerHeap,
        workerHeapBytes: workerHeap,
        workers: workerHeaps.filter(Boolean).length,
        rssBytes,
      };
    },
    async collectGarbage() {
      await cdp.send('HeapProfiler.collectGarbage');
      await Promise.all([...workers].map((sessionId) => toWorker(sessionId, 'HeapProfiler.collectGarbage')));
    },
    async close() {
      await cdp.detach();
      await system.detach();
    },
  };
}

/** Samples every `everyMs` until stopped; gives the peaks. */
export function sampleWhile(probe: MemoryProbe, everyMs: number): { stop: () => Promise<MemorySample & { samples: number }> } {
  const peak: MemorySample = { heapBytes: 0, workerHeapBytes: 0, workers: 0, rssBytes: 0 };
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const now = await probe.sample();
      peak.heapBytes = Math.max(peak.heapBytes, now.heapBytes);
      peak.workerHeapBytes = Math.max(peak.workerHeapBytes, now.workerHeapBytes);
      peak.workers = Math.max(peak.workers, now.workers);
      peak.rssBytes = Math.max(peak.rssBytes, now.rssBytes);
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { ...peak, samples };
    },
  };
}
