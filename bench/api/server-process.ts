/** Starts and stops bench/api/server.ts in a process of its own (the load generator must not share its event loop). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../realtime/setup.js';
import type { StudyCast } from './seed.js';

export interface Ready {
  appUrl: string;
  bareUrl: string;
  cast: StudyCast;
  seedSeconds: number;
  engine: string;
  /** Statements the app ran for each row's captured request (what its same-work baseline replays). */
  statementCounts: number[];
  /** Rows whose one statement writes the app's whole answer; their baseline sends that text as it is. */
  sqlWritesAnswerRows: boolean[];
}

export function startApiServer(scratchUrl: string | undefined): Promise<{ ready: Ready; child: ChildProcess }> {
  const tsconfig = process.env.BENCH_TSCONFIG;
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(ROOT, 'bench/api/server.ts'),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...(tsconfig ? { TSX_TSCONFIG_PATH: tsconfig } : {}),
        ...(scratchUrl ? { BENCH_SCRATCH_URL: scratchUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /BENCH_READY (\{.*\})\n/.exec(output);
      if (line?.[1]) resolve({ ready: JSON.parse(line[1]) as Ready, child });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`bench/api/server.ts exited with ${code}:\n${output}`)));
  });
}

export async function stopApiServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

