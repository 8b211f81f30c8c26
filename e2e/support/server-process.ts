import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

/**
 * A server process of a journey's own (besides the shared one Playwright starts), for journeys that
 * start, stop or restart it: `npm start`, or the built server across a restart.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Waits until the start banner shows (the server listens); a minute unless told. */
  ready: (timeoutMs?: number) => Promise<void>;
  /** SIGTERM to its process group, and waits until it has exited. */
  stop: () => Promise<void>;
}

export function startServer(command: string[], env: Record<string, string>): ServerProcess {
  const [file, ...args] = command;
  const child = spawn(file!, args, {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so `npm start` and the server it runs stop together.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    // docs/testing.md ("Journeys") promises a running platform within a minute of start.
    ready: (timeoutMs = 60_000) =>
      expect.poll(() => output, { timeout: timeoutMs, message: 'the start banner' }).toContain('Adres:'),
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
