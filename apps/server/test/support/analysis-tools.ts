import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * R and GNU PSPP from Debian's packages (r-base-core, r-cran-lme4, r-cran-haven, pspp; `.ci/run`
 * installs them), to run the study ZIP's analysis scripts as a researcher would.
 */

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

export const RSCRIPT = onPath('Rscript');
export const PSPP = onPath('pspp');

export interface ToolRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a tool in `cwd` with a UTF-8 locale (as a researcher's machine has), never throwing. */
export function runTool(command: string, args: readonly string[], cwd: string): ToolRun {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
  });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** Unpacks a ZIP with Python's zipfile (python3 is already needed by the export's reader tests). */
export function unzip(zipFile: string, dir: string): void {
  execFileSync('python3', ['-m', 'zipfile', '-e', zipFile, dir]);
}
