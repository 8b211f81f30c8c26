/**
 * The same-work baseline of `npm run bench -- api` (docs/benchmarks.md, "API at study scale"): for
 * each row, the SQL statements the real route ran for a sample request are captured from drizzle's
 * query log, and a bare Fastify route runs exactly those statements through the same driver and
 * pool, for the account of the request's own token (and the night date of its own body), and writes
 * what they return with JSON.stringify. No auth plugin, no zod, no presenters: what the app does on
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
  logger: { logQuery(query: string, params: unknown[]): void };
  options: { logger?: { logQuery(query: string, params: unknown[]): void } };
  client: pg.Pool | PGlite;
}

const sessionOf = (db: Database) => (db as unknown as { session: DrizzleSession }).session;

/**
 * Records every statement drizzle sends while `run` runs (transactions included: their sessions
 * take the logger from the same options).
 */
export async function captureStatements(db: Database, run: () => Promise<void>): Promise<CapturedStatement[]> {
  const session = sessionOf(db);
  const captured: CapturedStatement[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ sql: query, params: [...params] }) };
  const before = { logger: session.logger, optionsLogger: session.options.logger };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await run();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.optionsLogger;
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
