/**
 * The one database interface the server uses: parameterised PostgreSQL-dialect SQL on PGlite
 * (embedded) or PostgreSQL (team). Plain SQL through this small interface rather than an ORM:
 * the schema is defined once by the SQL migrations, every read is a handful of batched queries
 * written out in full, and the two drivers agree on `$1` parameters and `{ rows }` results, so
 * nothing is duplicated per driver. Both run every statement as a prepared statement: parsed and
 * planned once, then only bound and executed.
 */
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { preparedQuery } from './pglite-prepared'
import { createStatementQueue, type Lane } from './statement-queue'

/** A row as the driver returns it. */
export type Row = Record<string, unknown>

/** Runs SQL; the same shape inside and outside a transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs a script of several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>
}

/** Runs statements and transactions on one database. */
export interface DbLane extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>
}

export interface Db extends DbLane {
  /**
   * The same database for the object endpoint's few statements per PUT, which must not starve
   * behind GraphQL reads: ahead of queued statements on PGlite, its own connections on
   * PostgreSQL.
   */
  readonly urgent: DbLane
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (from any process sharing the
   * database); resolves with a function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Opens PGlite stored in `dir` (created on first use). */
export async function openPglite(dir: string): Promise<Db> {
  const db = await PGlite.create(dir)
  const queue = createStatementQueue()
  const prepared = preparedQuery(db)
  const lane = (name: Lane): DbLane => ({
    kind: 'pglite',
    query: <T extends Row>(sql: string, params?: readonly unknown[]) =>
      queue.run(name, () => prepared<T>(sql, params)),
    tx: (fn) =>
      queue.run(name, () =>
        db.transaction((t) =>
          fn({
            query: <T extends Row>(sql: string, params?: readonly unknown[]) =>
              prepared<T>(sql, params),
            async exec(sql: string) {
              await t.exec(sql)
            },
          }),
        ),
      ),
    exec: (sql) =>
      queue.run(name, async () => {
        await db.exec(sql)
      }),
  })
  return {
    ...lane('normal'),
    urgent: lane('urgent'),
    async listen(channel, handler) {
      const stop = await db.listen(channel, handler)
      return async () => {
        if (!db.closed) await stop()
      }
    },
    async close() {
      if (!db.closed) await db.close()
    },
  }
}

/** Statements a pool prepares by name; others (rare, dynamic) run unnamed. */
const MAX_NAMED_STATEMENTS = 500

/**
 * The pg query config of a statement: named, so each connection parses and plans it once and
 * later runs only bind and execute. A name is never reused for another text (pg refuses that).
 */
function namedStatements(): (sql: string, params?: readonly unknown[]) => pg.QueryConfig {
  const names = new Map<string, string>()
  return (sql, params) => {
    let name = names.get(sql)
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `cdm_${names.size}`
      names.set(sql, name)
    }
    return { text: sql, values: params as unknown[] | undefined, ...(name ? { name } : {}) }
  }
}

/** A lane over a PostgreSQL pool. */
function poolLane(pool: pg.Pool): DbLane {
  const statement = namedStatements()
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const r = await pool.query<T>(statement(sql, params))
      return r.rows
    },
    async tx(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          async query<T extends Row>(sql: string, params?: readonly unknown[]) {
            return (await client.query<T>(statement(sql, params))).rows
          },
          async exec(sql: string) {
            await client.query(sql)
          },
        })
        await client.query('COMMIT')
        return result
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw err
      } finally {
        client.release()
      }
    },
    async exec(sql) {
      await pool.query(sql)
    },
  }
}

/** Connections kept for the object endpoint (`Db.urgent`), apart from the reads' pool. */
const URGENT_CONNECTIONS = 2

/** Opens a PostgreSQL connection pool (and a small one of its own for `urgent`). */
export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max })
  const urgentPool = new pg.Pool({ connectionString: url, max: URGENT_CONNECTIONS })
  // An idle pooled connection can be ended by the server (a restart, an administrator, a dropped
  // database). pg emits that on the pool; unhandled it would crash the whole process, handled the
  // pool just discards the client and opens a new one on the next query.
  for (const p of [pool, urgentPool]) {
    p.on('error', (err) => {
      console.error(`case server: an idle database connection was closed: ${err.message}`)
    })
  }
  // Fail fast with a clear message when the database is unreachable.
  const probe = await pool.connect()
  probe.release()
  return {
    ...poolLane(pool),
    urgent: poolLane(urgentPool),
    async listen(channel, handler) {
      // One connection of the pool stays subscribed; if it is lost, a new one is opened.
      let client: { connection: pg.PoolClient; release: (err?: Error) => void } | null = null
      let stopped = false
      const onNotice = (m: pg.Notification) => {
        if (m.channel === channel) handler(m.payload ?? '')
      }
      const subscribe = async (): Promise<void> => {
        const c = await pool.connect()
        // A connection can fail (or be ended by the server) after it went back to the pool, and
        // pg may report one failure twice: release it exactly once, and forget it first.
        let released = false
        const release = (err?: Error) => {
          if (released) return
          released = true
          c.off('notification', onNotice)
          c.off('error', onError)
          c.release(err)
        }
        const onError = (err: Error) => {
          console.error(`case server: the LISTEN ${channel} connection failed: ${err.message}`)
          if (client?.connection === c) client = null
          release(err)
          // Whatever was notified meanwhile is lost: tell the listener with an empty payload.
          handler('')
          if (!stopped) setTimeout(() => void subscribe().catch(() => undefined), 1_000).unref()
        }
        c.on('notification', onNotice)
        c.on('error', onError)
        try {
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
        } catch (err) {
          release(err instanceof Error ? err : new Error(String(err)))
          throw err
        }
        if (stopped) {
          release()
          return
        }
        client = { connection: c, release }
      }
      await subscribe()
      return async () => {
        stopped = true
        const current = client
        client = null
        if (current) {
          await current.connection
            .query(`UNLISTEN ${pg.escapeIdentifier(channel)}`)
            .catch(() => undefined)
          current.release()
        }
      }
    },
    async close() {
      await Promise.all([pool.end(), urgentPool.end()])
    },
  }
}

/** A timestamptz as PostgreSQL writes it in JSON for a UTC session: `2025-01-02T03:04:05.123456+00:00`. */
const UTC_JSON_TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/

/** An ISO-8601 string from a driver's timestamp value (Date from both drivers, or text). */
export function iso(v: unknown): string {
  if (v instanceof Date) return v.toISOString()
  const text = String(v)
  // Lists of thousands of documents come as JSON text: rewritten without a Date each, the way
  // Date would (milliseconds truncated, `Z`).
  const utc = UTC_JSON_TIMESTAMP.exec(text)
  if (utc) return `${utc[1]}.${(utc[2] ?? '').padEnd(3, '0').slice(0, 3)}Z`
  return new Date(text).toISOString()
}

/** Same as `iso`, keeping null. */
export function isoOrNull(v: unknown): string | null {
  return v == null ? null : iso(v)
}
