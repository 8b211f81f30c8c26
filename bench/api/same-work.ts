/**
 * The same-work baseline of `npm run bench -- api` (docs/benchmarks.md, "API at study scale"): for
 * each row, the SQL statements the real route ran for a sample request are captured at the driver
 * (`captureStatements`), and a bare Fastify route runs exactly those statements through the same driver and
 * pool, for the account of the request's own token (and the night date of its own body), and writes
 * what they return with JSON.stringify (or, where the one statement writes the route's whole answer,
 * that text as it is: bench/api/server.ts). No auth plugin, no zod, no presenters: what the app does on
 * top of its SQL is the gap between this baseline and the app.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../../apps/server/src/db/client.js';

export interface CapturedStatement {
  sql: string;
  params: unknown[];
}

interface DrizzleSession {
  client: pg.Pool | PGlite;
}

const sessionOf = (db: Database) => (db as unknown as { session: DrizzleSession }).session;

type QueryArgs = [textOrConfig: string | { text: string }, values?: unknown[], ...rest: unknown[]];
const textOf = (query: QueryArgs[0]) => (typeof query === 'string' ? query : query.text);

/**
 * Records every statement sent to the database while `run` runs, at the driver: the pool's and its
 * connections' `query` for node-postgres, the database's and its transactions' for PGlite. Drizzle's
 * query log would miss a prepared query, which keeps the logger it was prepared with.
 */
export async function captureStatements(handle: DatabaseHandle, run: () => Promise<void>): Promise<CapturedStatement[]> {
  const captured: CapturedStatement[] = [];
  const record = (args: QueryArgs) => captured.push({ sql: textOf(args[0]), params: [...(args[1] ?? [])] });
  const restore: (() => void)[] = [];
  /** Replaces `target.query` with a recording one until the capture ends. */
  const watch = (target: { query: (...args: QueryArgs) => unknown }) => {
    if (restore.some((undo) => (undo as { target?: unknown }).target === target)) return;
    const original = target.query;
    target.query = function (this: unknown, ...args: QueryArgs) {
      record(args);
      return original.apply(this, args);
    };
    const undo = Object.assign(() => (target.query = original), { target });
    restore.push(undo);
  };
  const client = sessionOf(handle.db).client;
  if (handle.kind === 'pglite') {
    const lite = client as PGlite;
    watch(lite as unknown as { query: (...args: QueryArgs) => unknown });
    const transaction = lite.transaction.bind(lite);
    lite.transaction = (callback) =>
      transaction((tx) => {
        // PGlite opens the transaction itself: mark it, so the replay runs in one too.
        captured.push({ sql: 'begin', params: [] });
        watch(tx as unknown as { query: (...args: QueryArgs) => unknown });
        return callback(tx);
      });
    restore.push(() => (lite.transaction = transaction as typeof lite.transaction));
  } else {
    const pool = client as pg.Pool;
    watch(pool as unknown as { query: (...args: QueryArgs) => unknown });
    const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
    // A transaction takes a connection of its own (a promise); `pool.query` takes one with a callback
    // and is recorded already.
    pool.connect = ((callback?: unknown) => {
      if (callback) return connect(callback);
      return (connect() as Promise<pg.PoolClient>).then((connection) => {
        watch(connection as unknown as { query: (...args: QueryArgs) => unknown });
        return connection;
      });
    }) as typeof pool.connect;
    restore.push(() => (pool.connect = connect as typeof pool.connect));
  }
  try {
    await run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return captured;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/** Runs `statements` (in one transaction when the route used one) and returns each one's rows. */
export function sameWorkRunner(
  handle: DatabaseHandle,
  statements: CapturedStatement[],
): (replacements: Map<unknown, unknown>) => Promise<unknown[][]> {
  const inTransaction = statements.some((statement) => TRANSACTION_CONTROL.test(statement.sql));
  const work = statements.filter((statement) => !TRANSACTION_CONTROL.test(statement.sql));
  const paramsFor = (statement: CapturedStatement, replacements: Map<unknown, unknown>) =>
    statement.params.map((param) => (replacements.has(param) ? replacements.get(param) : param));
  const client = sessionOf(handle.db).client;

  if (handle.kind === 'pglite') {
    const lite = client as PGlite;
    const runAll = async (target: PGlite | Transaction, replacements: Map<unknown, unknown>) => {
      const rows: unknown[][] = [];
      for (const statement of work) rows.push((await target.query(statement.sql, paramsFor(statement, replacements))).rows);
      return rows;
    };
    return inTransaction
      ? (replacements) => lite.transaction((tx) => runAll(tx, replacements))
      : (replacements) => runAll(lite, replacements);
  }

  const pool = client as pg.Pool;
  return async (replacements) => {
    const rows: unknown[][] = [];
    if (!inTransaction) {
      for (const statement of work) rows.push((await pool.query(statement.sql, paramsFor(statement, replacements))).rows);
      return rows;
    }
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      for (const statement of work) rows.push((await connection.query(statement.sql, paramsFor(statement, replacements))).rows);
      await connection.query('commit');
      return rows;
    } catch (error) {
      await connection.query('rollback');
      throw error;
    } finally {
      connection.release();
    }
  };
}
