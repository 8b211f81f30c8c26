import { spawn } from 'node:child_process';
import { BackupError } from './backup-error.js';

/** libpq's environment variables for the parts of a connection URL they can carry. */
const QUERY_PARAMETERS: Record<string, string> = {
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  application_name: 'PGAPPNAME',
  connect_timeout: 'PGCONNECT_TIMEOUT',
};

/**
 * DATABASE_URL as libpq environment variables, so the password never appears on a command line
 * (where `ps` would show it to every user of the machine).
 */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, '$1');
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  for (const [name, value] of url.searchParams) {
    const variable = QUERY_PARAMETERS[name] ?? (name === 'host' ? 'PGHOST' : undefined);
    if (variable) env[variable] = value;
  }
  return env;
}

/**
 * Runs one of PostgreSQL's client programs (pg_dump, pg_restore) against DATABASE_URL; rejects
 * with its own error output when it fails or is not installed.
 */
export function runPostgresTool(program: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...libpqEnvironment(databaseUrl) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${program} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
