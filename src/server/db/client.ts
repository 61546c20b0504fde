/**
 * The one database interface the server uses: parameterised PostgreSQL-dialect SQL on PGlite
 * (embedded) or PostgreSQL (team). Plain SQL through this small interface rather than an ORM:
 * the schema is defined once by the SQL migrations, every read is a handful of batched queries
 * written out in full (the bench compares them 1:1 against the GraphQL path), and the two drivers
 * agree on `$1` parameters and `{ rows }` results, so nothing is duplicated per driver.
 */
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** A row as the driver returns it. */
export type Row = Record<string, unknown>

/** Runs SQL; the same shape inside and outside a transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs a script of several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Opens PGlite stored in `dir` (created on first use). */
export async function openPglite(dir: string): Promise<Db> {
  const db = await PGlite.create(dir)
  return {
    kind: 'pglite',
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const r = await db.query<T>(sql, params as unknown[] | undefined)
      return r.rows
    },
    tx: (fn) =>
      db.transaction((t) =>
        fn({
          async query<T extends Row>(sql: string, params?: readonly unknown[]) {
            return (await t.query<T>(sql, params as unknown[] | undefined)).rows
          },
          async exec(sql: string) {
            await t.exec(sql)
          },
        }),
      ),
    async exec(sql) {
      await db.exec(sql)
    },
    async close() {
      if (!db.closed) await db.close()
    },
  }
}

/** Opens a PostgreSQL connection pool. */
export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max })
  // An idle pooled connection can be ended by the server (a restart, an administrator, a dropped
  // database). pg emits that on the pool; unhandled it would crash the whole process, handled the
  // pool just discards the client and opens a new one on the next query.
  pool.on('error', (err) => {
    console.error(`case server: an idle database connection was closed: ${err.message}`)
  })
  // Fail fast with a clear message when the database is unreachable.
  const probe = await pool.connect()
  probe.release()
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const r = await pool.query<T>(sql, params as unknown[] | undefined)
      return r.rows
    },
    async tx(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          async query<T extends Row>(sql: string, params?: readonly unknown[]) {
            return (await client.query<T>(sql, params as unknown[] | undefined)).rows
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
    async close() {
      await pool.end()
    },
  }
}

/** An ISO-8601 string from a driver's timestamp value (Date from both drivers, or text). */
export function iso(v: unknown): string {
  if (v instanceof Date) return v.toISOString()
  return new Date(String(v)).toISOString()
}

/** Same as `iso`, keeping null. */
export function isoOrNull(v: unknown): string | null {
  return v == null ? null : iso(v)
}
