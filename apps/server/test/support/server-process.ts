import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The real server (apps/server/src/main.ts) in a process of its own, for tests that kill it. */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
// tsx as a loader inside the one node process (its CLI would start the server as a child of
// its own, which a SIGKILL to the CLI would leave running).
const TSX_LOADER = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, as in a power cut or the OOM killer. Resolves once it is gone. */
  kill: () => Promise<void>;
  /** SIGTERM, the orderly stop; resolves once it has exited. */
  stop: () => Promise<void>;
}

/**
 * Starts the server under tsx against the sources, with @uyku/domain mapped to its sources as the
 * test runner does (no build needed), and resolves when it prints its address.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const configDir = mkdtempSync(path.join(tmpdir(), 'uyku-server-config-'));
  const tsconfig = path.join(configDir, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({ compilerOptions: { baseUrl: ROOT, paths: { '@uyku/domain': ['packages/domain/src/index.ts'] } } }),
  );
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => rmSync(configDir, { recursive: true, force: true }));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Adres:\s+(http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ baseUrl: match[1], child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) =>
      reject(new Error(`the server exited (${code ?? signal}) before it listened:\n${output}`)),
    );
  });
}
