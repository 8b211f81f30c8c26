import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/**
 * A plain-SQL dump of a live PGlite database, taken inside the process that owns it (PGlite is
 * single-process: no second process may open its directory). See docs/decisions/008.
 *
 * pglite-tools runs a WebAssembly build of pg_dump that talks to the database through
 * `execProtocolRawSync`, i.e. on the server's one and only session, synchronously. Two things
 * follow, and both are handled here:
 * - A request's transaction may be open on that session while it awaits; the dump must not run
 *   inside it. We hold PGlite's transaction and query locks for the whole dump (every query and
 *   transaction of the app takes them in that order), so the dump sees only committed data, in one
 *   REPEATABLE READ snapshot, and no request runs in between (the event loop is busy anyway).
 * - pg_dump leaves its read-only transaction open and its settings (search_path '' among them) on
 *   the session. Before the locks are released we roll back and restore the session, or every
 *   later write would fail.
 * pgDump's own wrapper calls `query`/`exec`, which would wait for the locks we hold; it receives
 * a stand-in that answers the one question it asks (the search path) and leaves the clean-up to us.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  const searchPath = (await client.query<{ search_path: string }>('show search_path')).rows[0]?.search_path ?? 'public';
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const session = {
        query: async () => ({ rows: [{ search_path: searchPath }] }),
        exec: async () => [],
        execProtocolRawSync: (message: Uint8Array) => client.execProtocolRawSync(message),
      };
      try {
        // Owners and grants mean nothing to a restore into another database (or into PostgreSQL).
        // The cast: pgDump only uses the three members above (pglite-tools 0.2.21, pinned).
        const file = await pgDump({ pg: session as unknown as PGlite, args: ['--no-owner', '--no-privileges'] });
        return await file.text();
      } finally {
        simpleQuery(client, `rollback; deallocate all; reset all; set search_path to ${searchPath}`);
      }
    }),
  );
}

/** Runs SQL through the wire protocol's simple query, synchronously; throws if the answer holds an error. */
function simpleQuery(client: PGlite, text: string): void {
  const body = new TextEncoder().encode(`${text}\0`);
  const message = new Uint8Array(5 + body.length);
  message[0] = 'Q'.charCodeAt(0);
  new DataView(message.buffer).setInt32(1, 4 + body.length);
  message.set(body, 5);
  const answer = client.execProtocolRawSync(message);
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  // Each backend message: a type byte, then its length (including the length itself).
  for (let at = 0; at + 5 <= answer.length; at += 1 + view.getInt32(at + 1)) {
    if (answer[at] === 'E'.charCodeAt(0)) throw new Error('restoring the database session after a dump failed');
  }
}
