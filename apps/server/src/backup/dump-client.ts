import net from 'node:net';
import { BackupError } from './backup-error.js';
import { backupSocketPath, DUMP_REQUEST } from './run-directory.js';

/**
 * Asks the running server for a dump of its PGlite database over DATA_DIR/run/backup.sock.
 * Resolves to undefined when no server listens there (no socket file, or one left by a killed server).
 */
export function requestDumpFromServer(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = net.createConnection(backupSocketPath(dataDir), () => {
      connected = true;
      socket.write(DUMP_REQUEST);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(undefined);
      else reject(error);
    });
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(0x0a);
      const header = answer.subarray(0, newline < 0 ? answer.length : newline).toString('utf8');
      const body = answer.subarray(newline + 1);
      const ok = /^OK (\d+)$/.exec(header);
      if (!ok) reject(new BackupError(`The server refused the backup: ${header.replace(/^ERR /, '') || 'no answer'}.`));
      // A connection cut half-way must not pass for a complete dump.
      else if (Number(ok[1]) !== body.length)
        reject(new BackupError(`The dump arrived incomplete (${body.length} of ${ok[1]} bytes); nothing was written.`));
      else resolve(body);
    });
  });
}
