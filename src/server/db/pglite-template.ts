/**
 * Fast first start for PGlite: creating a PGlite database runs initdb inside WASM, which takes
 * seconds. The first server on a machine builds a migrated template once (in the OS temp folder,
 * keyed by the PGlite version and the migrations' contents); later fresh data folders start as a
 * copy of it. A cleanly closed PostgreSQL data directory is safe to copy.
 */
import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openPglite } from './client'
import { listMigrations, migrate } from './migrate'

// Bump to invalidate every template (a PGlite upgrade that changes the data format).
const TEMPLATE_FORMAT = 'pglite-0.3'

function templateKey(dirs: readonly string[]): string {
  const h = createHash('sha256')
  h.update(`${TEMPLATE_FORMAT}\n`)
  for (const m of listMigrations(dirs)) h.update(`${m.name}\n${readFileSync(m.path, 'utf8')}\n`)
  return h.digest('hex').slice(0, 16)
}

/**
 * Makes `target` a migrated PGlite data directory when it does not exist yet, by copying the
 * template (built on first use). Returns false when the target already existed.
 */
export async function prepareFromTemplate(
  target: string,
  dirs: readonly string[],
): Promise<boolean> {
  if (existsSync(join(target, 'PG_VERSION'))) return false
  const template = join(tmpdir(), `case-server-pglite-template-${templateKey(dirs)}`)
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const building = `${template}.${randomBytes(6).toString('hex')}.tmp`
    const db = await openPglite(building)
    try {
      await migrate(db, dirs)
    } finally {
      await db.close()
    }
    try {
      renameSync(building, template)
    } catch {
      // Another process finished its template first: use that one.
      rmSync(building, { recursive: true, force: true })
    }
  }
  rmSync(target, { recursive: true, force: true })
  cpSync(template, target, { recursive: true })
  return true
}

/** Removes the template of these migrations (after a copy failed to open). */
export function dropTemplate(dirs: readonly string[]): void {
  rmSync(join(tmpdir(), `case-server-pglite-template-${templateKey(dirs)}`), {
    recursive: true,
    force: true,
  })
}
