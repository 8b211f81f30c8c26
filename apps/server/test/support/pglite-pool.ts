import type { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, type DatabaseHandle } from '../../src/db/client.js';

/**
 * The API suite's PGlite instances, used again from one test app to the next (docs/testing.md).
 * Opening one from the migrated template costs about a second of CPU on a host slow to hand out
 * fresh memory (PGlite sets up 128 MB of shared buffers each time), and a run opened about 120.
 * When an app closes, its instance is set back to the template's contents and kept for the next
 * app of the same test worker, unless it cannot be trusted to be like new: closed by its test, a
 * LISTEN left open, a transaction left open, or its schema, roles or settings changed. Then it is
 * closed and the next app gets a fresh one.
 */

/** What a fresh instance holds, read once from the first one a worker opens. */
interface Template {
  /** Every table of the app's schemas, quoted. */
  tables: string[];
  /** Rows of the tables the migrations fill (the migrations journal, the study's settings row). */
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
  /** The settings PGlite gives its session at start (search_path), put back after DISCARD ALL. */
  sessionSettings: { name: string; setting: string }[];
  settings: string;
  catalog: string;
}

const SCHEMAS = `('public', 'drizzle')`;

/**
 * A digest of everything a reset does not restore: the schemas' tables, columns, defaults,
 * constraints, indexes, triggers and functions, and the cluster's roles, schemas, extensions,
 * per-database settings and large objects. A test that changed any of them leaves a different one.
 */
const CATALOG_DIGEST = `
  select md5(string_agg(item, e'\\n' order by item)) as digest from (
    select 'class ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || c.relpersistence::text || c.relrowsecurity::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ${SCHEMAS}
    union all
    select 'column ' || c.oid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || a.attnotnull::text || a.attidentity::text || a.attgenerated::text || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname in ${SCHEMAS} and a.attnum > 0 and not a.attisdropped
    union all
    select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(c.oid)
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname in ${SCHEMAS}
    union all
    select 'index ' || pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ${SCHEMAS}
    union all
    select 'trigger ' || pg_get_triggerdef(t.oid) || t.tgenabled::text from pg_trigger t where not t.tgisinternal
    union all
    select 'function ' || p.oid::regprocedure::text || md5(coalesce(p.prosrc, ''))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ${SCHEMAS}
    union all select 'policy ' || polname from pg_policy
    union all select 'schema ' || nspname from pg_namespace
    union all select 'role ' || rolname || rolsuper::text || rolcanlogin::text from pg_roles
    union all select 'extension ' || extname || extversion from pg_extension
    union all select 'setting ' || setdatabase::text || setrole::text || array_to_string(setconfig, ',') from pg_db_role_setting
    union all select 'large objects ' || count(*)::text from pg_largeobject_metadata
  ) items`;

async function catalogDigest(client: PGlite): Promise<string> {
  return (await client.query<{ digest: string }>(CATALOG_DIGEST)).rows[0]!.digest;
}

/**
 * Every setting not at its built-in default, as one text: a setting a test changed and a reset did
 * not put back shows here. (Defaults are left out: loading plpgsql for a trigger adds its own.)
 */
async function settingsDigest(client: PGlite): Promise<string> {
  const sql = `select md5(string_agg(name || '=' || coalesce(setting, '') || ' ' || source, e'\\n' order by name)) as digest
    from pg_settings where source <> 'default'`;
  return (await client.query<{ digest: string }>(sql)).rows[0]!.digest;
}

async function readTemplate(client: PGlite): Promise<Template> {
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ${SCHEMAS} order by 1`,
    )
  ).rows.map((row) => row.name);
  const rows: Template['rows'] = [];
  for (const table of tables) {
    const [row] = (await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`)).rows;
    if (row?.json) rows.push({ table, json: row.json });
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
         last_value is not null as called
       from pg_sequences where schemaname in ${SCHEMAS}`,
    )
  ).rows;
  const sessionSettings = (
    await client.query<{ name: string; setting: string }>(`select name, setting from pg_settings where source = 'session'`)
  ).rows;
  return {
    tables,
    rows,
    sequences,
    sessionSettings,
    settings: await settingsDigest(client),
    catalog: await catalogDigest(client),
  };
}

/** Sets an instance back to the template's contents; false when it cannot be trusted to be like new. */
async function reset(client: PGlite, template: Template): Promise<boolean> {
  if (client.closed) return false;
  try {
    // Fails inside a transaction block; ends this session's LISTENs, prepared statements, settings,
    // temporary tables and advisory locks.
    await client.exec('discard all');
    for (const { name, setting } of template.sessionSettings) {
      await client.query('select set_config($1, $2, false)', [name, setting]);
    }
    if ((await settingsDigest(client)) !== template.settings) return false;
    if ((await catalogDigest(client)) !== template.catalog) return false;
    await client.exec(`truncate ${template.tables.join(', ')} restart identity cascade`);
    for (const { table, json } of template.rows) {
      await client.query(
        `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1::json)`,
        [json],
      );
    }
    for (const { name, value, called } of template.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [name, value, called]);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * A lease of one instance to one app: the app's queries reach the instance only while the lease
 * lasts, so a query the closed app still had under way cannot write into the next app's database.
 */
function leased(client: PGlite): { client: PGlite; end: () => void } {
  let active = true;
  const proxy = new Proxy(client, {
    get(target, property) {
      if (!active) throw new Error('This test database was handed back: its app is closed.');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client: proxy, end: () => (active = false) };
}

/** Instances kept between apps, and what a fresh one holds. */
export interface PglitePool {
  template?: Template;
  idle: PGlite[];
}

export const newPglitePool = (): PglitePool => ({ idle: [] });

/** Kept on the worker's global object: the API files share their worker (`--no-isolate`) and so the pool. */
const POOL_KEY = Symbol.for('uyku.test.pglitePool');
const MAX_IDLE = 2;

function workerPool(): PglitePool {
  const scope = globalThis as { [POOL_KEY]?: PglitePool };
  return (scope[POOL_KEY] ??= newPglitePool());
}

/** A handle on a database at the template's state: a kept instance set back, or a fresh one. */
export async function leasePglite(openFresh: () => Promise<PGlite>, shared: PglitePool = workerPool()): Promise<DatabaseHandle> {
  // An idle instance was set back when its app closed, and no lease reaches it since (leased()).
  let client = shared.idle.pop();
  if (!client) {
    client = await openFresh();
    shared.template ??= await readTemplate(client);
  }
  const template = shared.template!;
  const lease = leased(client);
  const handle = pgliteHandle(lease.client);
  let listening = 0;
  let closed = false;
  const owned = client;
  return {
    ...handle,
    listen: async (channel, handler, options) => {
      const unsubscribe = await handle.listen(channel, handler, options);
      listening += 1;
      let stopped = false;
      return async () => {
        if (!stopped) listening -= 1;
        stopped = true;
        await unsubscribe();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      lease.end();
      const reusable = listening === 0 && shared.idle.length < MAX_IDLE && (await reset(owned, template));
      if (reusable) shared.idle.push(owned);
      else if (!owned.closed) await owned.close();
    },
  };
}
