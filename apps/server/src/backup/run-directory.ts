import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * `DATA_DIR/run/`, private to the server's user (0700): the pid of the process that has the
 * PGlite database open, and the socket on which a running server hands dumps to `npm run backup`.
 * Only someone who can already read the database files can reach it; nothing is on the network.
 */
export const runDirectory = (dataDir: string) => path.join(dataDir, 'run');
export const backupSocketPath = (dataDir: string) => path.join(runDirectory(dataDir), 'backup.sock');
export const pidFilePath = (dataDir: string) => path.join(runDirectory(dataDir), 'owner.pid');

/** What `npm run backup` sends; the answer's first line is `OK <bytes>` before the dump, or `ERR <reason>`. */
export const DUMP_REQUEST = 'dump\n';

/**
 * Linux's id of the current boot: a pid file written before a reboot (power loss) names a process
 * that is gone, whatever process now has that number. Empty elsewhere.
 */
async function bootId(): Promise<string> {
  return (await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '')).trim();
}

/**
 * The pid of another live process that has this DATA_DIR's database open, if any. A pid file left
 * by a killed process names a dead one (or, rarely, a reused pid: the messages say which file to delete).
 */
export async function ownerPid(dataDir: string): Promise<number | undefined> {
  let pid: number;
  try {
    const [pidText = '', boot = ''] = (await readFile(pidFilePath(dataDir), 'utf8')).trim().split(/\s+/);
    if (boot !== (await bootId())) return undefined;
    pid = Number(pidText);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export class DataDirectoryInUse extends Error {
  override name = 'DataDirectoryInUse';
  constructor(
    readonly pid: number,
    dataDir: string,
  ) {
    super(`Process ${pid} has the database under ${dataDir} open. If no such process runs, delete ${pidFilePath(dataDir)}.`);
  }
}

/**
 * Claims the PGlite database under DATA_DIR for this process before it is opened: PGlite has one
 * owner, and a second process opening the same files (a server, a backup, a restore) would damage
 * them. Throws DataDirectoryInUse when a live process holds it. Returns the release function.
 */
export async function claimDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  const dir = runDirectory(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = pidFilePath(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx': of two processes claiming at once, exactly one creates the file.
      await writeFile(file, `${process.pid} ${await bootId()}\n`, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        const pid = await ownerPid(dataDir);
        throw pid !== undefined ? new DataDirectoryInUse(pid, dataDir) : error;
      }
      const pid = await ownerPid(dataDir);
      if (pid !== undefined) throw new DataDirectoryInUse(pid, dataDir);
      // Left by a process that is gone (killed, crashed): take over.
      await rm(file, { force: true });
    }
  }
  return async () => {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current.split(/\s+/)[0] === String(process.pid)) await rm(file, { force: true });
  };
}
