import { loadConfig, StartupError } from '../config.js';
import { pathToFileURL } from 'node:url';
import { BackupError } from './backup-error.js';
import { createBackup } from './create-backup.js';
import { restoreBackup } from './restore-backup.js';

/**
 * The operator's commands (scripts/backup.mjs builds the server, then runs this):
 *   backup [FILE|DIRECTORY]    restore FILE [--force]
 * They read the server's own configuration (DATA_DIR or DATABASE_URL) from the environment.
 */
const USAGE = 'Usage: npm run backup [-- FILE|DIRECTORY]   npm run restore -- FILE [--force]';

export interface CommandIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

const processIo: CommandIo = { env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) };

/** Runs `backup …` or `restore …`; resolves to the exit code (0 done, 1 failed or refused, 2 usage). */
export async function runBackupCommand(argv: string[], io: CommandIo = processIo): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  try {
    const config = loadConfig(io.env);
    if (command === 'backup' && files.length <= 1 && !force) {
      const { file, bytes } = await createBackup(config, files[0]);
      io.out(`Backup written: ${file} (${bytes} bytes)`);
      return 0;
    }
    if (command === 'restore' && files.length === 1 && files[0]) {
      await restoreBackup(config, files[0], { force });
      io.out(
        `Restored ${files[0]} into ${config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `${config.dataDir} (PGlite)`}.`,
      );
      return 0;
    }
    io.err(USAGE);
    return 2;
  } catch (error) {
    // Our own refusals and the tools' reports are meant for the operator; nothing else is printed
    // beyond its class and code (a database error may quote stored values).
    if (error instanceof BackupError || error instanceof StartupError) io.err(error.message);
    else io.err(`Failed: ${describe(error)}`);
    return 1;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = (error as NodeJS.ErrnoException).code;
  // File-system and connection errors name a path or an address, never stored data.
  if (code && /^E[A-Z]+$/.test(code)) return error.message;
  return `${error.name}${code ? ` (${code})` : ''}`;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) process.exitCode = await runBackupCommand(process.argv.slice(2));
