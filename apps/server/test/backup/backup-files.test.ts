import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupTarget, datedBackupName, writeAtomically } from '../../src/backup/backup-file.js';
import { libpqEnvironment } from '../../src/backup/postgres-tools.js';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'uyku-backup-files-'));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

const NOW = new Date('2026-11-23T03:15:07.123Z');

describe('backup file names', () => {
  it('carry the UTC time and the engine', () => {
    expect(datedBackupName('pglite', NOW)).toBe('uyku-2026-11-23T03-15-07Z.sql');
    expect(datedBackupName('postgres', NOW)).toBe('uyku-2026-11-23T03-15-07Z.dump');
  });

  it('go into ./backups, into a named directory, or exactly where FILE says', () => {
    expect(backupTarget(undefined, 'pglite', NOW)).toBe(path.resolve('backups', 'uyku-2026-11-23T03-15-07Z.sql'));
    expect(backupTarget(work, 'postgres', NOW)).toBe(path.join(work, 'uyku-2026-11-23T03-15-07Z.dump'));
    expect(backupTarget('/var/backups/uyku/', 'pglite', NOW)).toBe('/var/backups/uyku/uyku-2026-11-23T03-15-07Z.sql');
    expect(backupTarget(path.join(work, 'gece.sql'), 'pglite', NOW)).toBe(path.join(work, 'gece.sql'));
  });
});

describe('writing a backup file', () => {
  it('appears under its name only when complete, readable by its owner only', async () => {
    const file = path.join(work, 'tam.sql');
    await writeAtomically(file, async (partial) => {
      await writeFile(partial, 'select 1;');
      expect(await readdir(work)).not.toContain('tam.sql');
    });
    expect(await readFile(file, 'utf8')).toBe('select 1;');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('leaves nothing behind when the dump fails', async () => {
    const file = path.join(work, 'yarim.sql');
    await expect(
      writeAtomically(file, async (partial) => {
        await writeFile(partial, 'create table');
        throw new Error('pg_dump failed');
      }),
    ).rejects.toThrow('pg_dump failed');
    expect((await readdir(work)).filter((name) => name.startsWith('yarim'))).toEqual([]);
  });
});

describe('PostgreSQL connection for pg_dump and pg_restore', () => {
  it('goes through the environment, so the password is on no command line', () => {
    expect(libpqEnvironment('postgres://uyku:p%40ss%3Aw0rd@db.internal:6543/uyku_db?sslmode=require')).toEqual({
      PGHOST: 'db.internal',
      PGPORT: '6543',
      PGUSER: 'uyku',
      PGPASSWORD: 'p@ss:w0rd',
      PGDATABASE: 'uyku_db',
      PGSSLMODE: 'require',
    });
    expect(libpqEnvironment('postgres://postgres@[::1]/postgres')).toEqual({
      PGHOST: '::1',
      PGUSER: 'postgres',
      PGDATABASE: 'postgres',
    });
  });
});
