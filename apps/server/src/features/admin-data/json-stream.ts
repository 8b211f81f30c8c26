import { Readable } from 'node:stream';

/**
 * `{"success":true,"sessions":[…]}` written row by row as the rows arrive from the database, so
 * the original whole-list answer never holds every row in memory. Each row is already whitelisted
 * by its presenter.
 */
export function sessionsJsonStream<T>(rows: AsyncIterable<T>, present: (row: T) => unknown): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield '{"success":true,"sessions":[';
    let first = true;
    for await (const row of rows) {
      yield (first ? '' : ',') + JSON.stringify(present(row));
      first = false;
    }
    yield ']}';
  }
  return Readable.from(chunks(), { objectMode: false, encoding: 'utf8' });
}
