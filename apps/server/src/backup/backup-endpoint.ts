import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { backupSocketPath, DUMP_REQUEST, runDirectory } from './run-directory.js';

/**
 * While the server runs on PGlite it alone may open the database, so `npm run backup` asks it for
 * a dump over a Unix socket in DATA_DIR/run (see docs/decisions/008). Should the socket fail, the
 * pid file of claimDataDirectory still keeps the backup command away from the open database.
 * Returns the function that closes the socket.
 */
export async function openBackupEndpoint(
  dataDir: string,
  dump: () => Promise<string>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const dir = runDirectory(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const socketPath = backupSocketPath(dataDir);
  // A socket file left by a killed server would make listen fail.
  await rm(socketPath, { force: true });

  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) {
        if (request.length > DUMP_REQUEST.length) socket.end('ERR unknown request\n');
        return;
      }
      socket.pause();
      if (request !== DUMP_REQUEST) {
        socket.end('ERR unknown request\n');
        return;
      }
      const started = Date.now();
      dump()
        .then((sql) => {
          const bytes = Buffer.from(sql, 'utf8');
          log.info({ bytes: bytes.length, ms: Date.now() - started }, 'database dump served for a backup');
          socket.write(`OK ${bytes.length}\n`);
          socket.end(bytes);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'database dump for a backup failed');
          socket.end('ERR dump failed, see the server log\n');
        });
    });
  });

  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      // E.g. a DATA_DIR path too long for a socket name (about 100 bytes): the server still runs,
      // and `npm run backup` refuses to open the database because of the pid file.
      log.warn({ err: error }, 'backup socket unavailable: npm run backup cannot reach this server');
      resolve(false);
    });
    server.listen(socketPath, () => resolve(true));
  });

  return async () => {
    if (listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}
