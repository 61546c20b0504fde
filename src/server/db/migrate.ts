/**
 * Runs the SQL migrations: ordered files `NNN_name.sql`, each applied once and recorded in
 * `schema_migrations`, on PGlite and PostgreSQL alike. Several directories may contribute (the
 * server's own and, for example, the extraction worker's); files run in name order across them.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Db } from './client'

/** The server's own migrations folder. */
export const SERVER_MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations')

const FILE_RE = /^\d{3}_[a-z0-9_]+\.sql$/
// An arbitrary constant: several team servers starting at once migrate one after another.
const MIGRATION_LOCK_ID = 4_711_001

type MigrationFile = { readonly name: string; readonly path: string }

/** Lists migration files of the given directories, in name order; duplicate names are an error. */
export function listMigrations(dirs: readonly string[]): readonly MigrationFile[] {
  const byName = new Map<string, MigrationFile>()
  for (const dir of dirs) {
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir)) {
      if (!FILE_RE.test(name)) continue
      if (byName.has(name)) throw new Error(`Duplicate migration ${name} in ${dir}`)
      byName.set(name, { name, path: join(dir, name) })
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** Applies every pending migration in one transaction; returns the names applied. */
export async function migrate(db: Db, dirs: readonly string[]): Promise<readonly string[]> {
  const files = listMigrations(dirs)
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID])
    await q.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
    const done = new Set(
      (await q.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    )
    const applied: string[] = []
    for (const f of files) {
      if (done.has(f.name)) continue
      await q.exec(readFileSync(f.path, 'utf8'))
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [f.name])
      applied.push(f.name)
    }
    return applied
  })
}
