import type { Database } from './client.js';

/**
 * Drizzle's prepared queries of one kind, kept per database and per shape (which optional parts a
 * query has), built on first use. A busy route whose statement drizzle would otherwise build on
 * every request takes its text from here and binds only the values
 * (docs/decisions/026-api-against-the-same-work.md). The queries are prepared unnamed, so
 * PostgreSQL still parses and plans each execution as it did before; only the JavaScript that
 * wrote the text is saved. A column default computed in JavaScript (`$defaultFn`) would be
 * computed once here: the tables these queries write keep their defaults in the database.
 */
export class PreparedQueries<Query> {
  private readonly byDatabase = new WeakMap<Database, Map<string, Query>>();

  /** The query of this shape for `db`, built by `build` the first time. */
  get(db: Database, shape: string, build: () => Query): Query {
    let queries = this.byDatabase.get(db);
    if (!queries) this.byDatabase.set(db, (queries = new Map()));
    let query = queries.get(shape);
    if (!query) queries.set(shape, (query = build()));
    return query;
  }
}
