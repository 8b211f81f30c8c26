import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { dumpPglite } from '../backup/pglite-dump.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type every service takes: PGlite and node-postgres share the Postgres dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type NotificationHandler = (payload: string) => void;

export interface ListenOptions {
  /**
   * Called after a lost LISTEN connection was replaced: notifications sent in between are gone,
   * so a subscriber that keeps clients up to date tells them to read again.
   */
  onReconnect?: () => void;
}

/**
 * A database plus the few things that differ between the embedded and the server engine:
 * LISTEN/NOTIFY (the realtime bus), migrations under a lock, and shutdown.
 */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, handler: NotificationHandler, options?: ListenOptions): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock, so two processes starting together migrate once. */
  withMigrationLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * PGlite only: a consistent plain-SQL dump taken through the open database (backups; no other
   * process may open a PGlite directory). PostgreSQL is dumped by pg_dump from outside.
   */
  dumpSql?: () => Promise<string>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** Where PGlite keeps its files under DATA_DIR. */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * `dataDir` undefined keeps PGlite in memory (tests); otherwise it persists under `<dataDir>/pglite`.
 * An in-memory database may start from `loadDataDir`, a tarball of `dumpDataDir()` (the API tests'
 * pre-migrated template).
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { dumpSql: () => Promise<string> }> {
  let client: PGlite;
  if (dataDir) {
    const dir = pgliteDirectory(dataDir);
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined);
  }
  await client.waitReady;
  return pgliteHandle(client, { analyze: Boolean(dataDir) });
}

/**
 * The handle of an open PGlite. `analyze` refreshes the planner's statistics now and then (a
 * database kept on disk). The API tests build handles over the instances they reuse
 * (test/support/pglite-pool.ts).
 */
export function pgliteHandle(
  client: PGlite,
  options: { analyze?: boolean } = {},
): DatabaseHandle & { dumpSql: () => Promise<string> } {
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
  const stopAnalyzing = options.analyze ? analyzePeriodically(client) : undefined;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, handler) => {
      const unsubscribe = await client.listen(channel, handler);
      return async () => unsubscribe();
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // One process owns a PGlite directory, so there is nobody to race.
    withMigrationLock: (fn) => fn(db),
    dumpSql: () => dumpPglite(client),
    close: async () => {
      stopAnalyzing?.();
      await client.close();
    },
  };
}

/** How often a persistent PGlite refreshes its planner statistics. */
export const PGLITE_ANALYZE_MS = 6 * 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum, so without this its tables are never analysed and the planner
 * guesses row counts: with a study's data it chose hash joins and whole-table sorts where an index
 * answers in a millisecond (docs/decisions/011-api-performance.md). ANALYZE samples at most 30,000
 * rows per table and VACUUM only visits changed pages, so it stays short at study size; it runs shortly after start (migrations are
 * done by then) and every few hours, never blocking the start itself.
 */
function analyzePeriodically(client: PGlite): () => void {
  // VACUUM too: it sets the visibility map, without which even an index-only count reads every row.
  const analyze = () => void client.exec('vacuum analyze').catch(() => undefined);
  const first = setTimeout(analyze, 30_000);
  const every = setInterval(analyze, PGLITE_ANALYZE_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

const MIGRATION_LOCK_KEY = 727_001;
/** Names the LISTEN connection in pg_stat_activity (operators, and the reconnect test, can find it). */
export const LISTENER_APPLICATION_NAME = 'uyku-realtime-listener';

/** How long PostgreSQL may take; the defaults are those of config.ts. */
export interface DatabaseTimeouts {
  /** Opening a connection (also the wait for a free pooled one). */
  connectMs: number;
  /** The server cancels a longer statement (SQLSTATE 57014). */
  statementMs: number;
  /** The driver stops waiting for an answer (a stalled server or network). */
  queryMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 15_000, queryMs: 20_000 };

export async function openPostgres(url: string, timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS): Promise<DatabaseHandle> {
  // A stalled database must not hold requests open: each wait is bounded, and the error handler
  // answers 503. A transaction left idle (a crashed handler) is ended by the server too.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Database;

  // LISTEN needs one long-lived connection of its own (a pooled one would be handed to queries).
  // If it drops (database restart, network), it is replaced with growing delays and every channel
  // is listened to again; subscribers hear about it, since notifications in the gap are lost.
  let listener: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectAttempt = 0;
  let closed = false;
  const handlers = new Map<string, Set<NotificationHandler>>();
  const reconnectCallbacks = new Set<() => void>();

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    const delay = Math.min(30_000, 500 * 2 ** reconnectAttempt);
    reconnectAttempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      listenerClient()
        .then(async (client) => {
          for (const channel of handlers.keys()) await client.query(`LISTEN ${quote(channel)}`);
          reconnectAttempt = 0;
          for (const callback of reconnectCallbacks) callback();
        })
        .catch(() => {
          listener = undefined;
          scheduleReconnect();
        });
    }, delay);
    reconnectTimer.unref();
  }

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: url,
        application_name: LISTENER_APPLICATION_NAME,
        connectionTimeoutMillis: timeouts.connectMs,
      });
      client.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      const lost = () => {
        if (listener !== client) return;
        listener = undefined;
        scheduleReconnect();
      };
      client.on('error', lost);
      client.on('end', lost);
      try {
        await client.connect();
      } catch (error) {
        client.removeAllListeners();
        throw error;
      }
      listener = client;
      return client;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  return {
    db,
    kind: 'postgres',
    listen: async (channel, handler, options) => {
      const client = await listenerClient();
      const onReconnect = options?.onReconnect;
      if (onReconnect) reconnectCallbacks.add(onReconnect);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${quote(channel)}`);
      }
      set.add(handler);
      return async () => {
        if (onReconnect) reconnectCallbacks.delete(onReconnect);
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          // The connection may have been replaced since: unlisten on the current one.
          await listener?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
        }
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // Its own connection without statement or query timeouts: waiting for another instance's
    // migrations, or a migration rewriting a large table, may rightly take longer than a request.
    withMigrationLock: async (fn) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await fn(drizzlePg({ client, ...drizzleOptions }) as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    close: async () => {
      closed = true;
      clearTimeout(reconnectTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  timeouts?: { dbConnectMs: number; dbStatementMs: number; dbQueryMs: number };
}) {
  const t = options.timeouts;
  const timeouts = t ? { connectMs: t.dbConnectMs, statementMs: t.dbStatementMs, queryMs: t.dbQueryMs } : undefined;
  return options.databaseUrl ? openPostgres(options.databaseUrl, timeouts) : openPglite(options.dataDir);
}
