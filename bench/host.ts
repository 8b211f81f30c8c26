import os from 'node:os';

/** The host's load average (1, 5 and 15 minutes), as the benchmarks print it beside their figures. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * How slowly this host hands out fresh memory: the milliseconds to write one byte into every 4 KiB
 * page of a newly allocated 256 MiB buffer, per GiB (median of three). Lighthouse's benchmark index
 * is a short CPU loop and does not see it, yet a browser starting a page touches tens of megabytes
 * of new memory; on a virtual machine whose pages are backed on first touch this shows as main-thread
 * time that no code of the page explains (docs/benchmarks.md, "Lighthouse").
 */
const PAGE = 4096;
const SIZE = 256 * 1024 * 1024;

function touchOnce(): number {
  // allocUnsafeSlow: a fresh allocation of its own that nothing has written yet (not the pool, not
  // zero-filled by Node).
  const buffer = Buffer.allocUnsafeSlow(SIZE);
  const start = process.hrtime.bigint();
  for (let offset = 0; offset < SIZE; offset += PAGE) buffer[offset] = 1;
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export function freshMemoryMsPerGiB(): number {
  const runs = [touchOnce(), touchOnce(), touchOnce()].sort((a, b) => a - b);
  return (runs[1]! * (1024 * 1024 * 1024)) / SIZE;
}
