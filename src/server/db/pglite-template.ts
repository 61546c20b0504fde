/**
 * Fast first start for PGlite: creating a PGlite database runs initdb inside WASM, which takes
 * seconds. A new data folder starts instead as a copy of an initialised, migrated template:
 * - the shipped one, made at build time (`npm run build:template`, packaged with the app), so
 *   even the very first start on a machine skips initdb;
 * - else a template cached in the OS temp folder, built on first use (keyed by the migrations'
 *   contents), which is what tests and `npm run server` from a checkout use.
 * A template older than the migrations is fine: the server migrates the copy at start.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { cp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeFileDurable } from '../durable-file'
import { openPglite } from './client'
import { listMigrations, migrate } from './migrate'

// Bump to invalidate every template (a PGlite upgrade that changes the data format). Since
// 'pglite-0.3b' a template is complete only with its manifest.
const TEMPLATE_FORMAT = 'pglite-0.3b'
/** Written last into a template: the folder is complete. */
export const TEMPLATE_MANIFEST = 'case-server-template.json'

type TemplateManifest = { readonly format: string; readonly migrations: readonly string[] }

function templateKey(dirs: readonly string[]): string {
  const h = createHash('sha256')
  h.update(`${TEMPLATE_FORMAT}\n`)
  for (const m of listMigrations(dirs)) h.update(`${m.name}\n${readFileSync(m.path, 'utf8')}\n`)
  return h.digest('hex').slice(0, 16)
}

const cachePath = (dirs: readonly string[]) =>
  join(tmpdir(), `case-server-pglite-template-${templateKey(dirs)}`)

/** True when `dir` holds a complete template of this PGlite format. */
export function isUsableTemplate(dir: string): boolean {
  try {
    const m = JSON.parse(readFileSync(join(dir, TEMPLATE_MANIFEST), 'utf8')) as TemplateManifest
    return m.format === TEMPLATE_FORMAT && existsSync(join(dir, 'PG_VERSION'))
  } catch {
    return false
  }
}

/**
 * Builds a migrated template at `target` (initdb + migrations, in a temporary folder beside it,
 * renamed into place once complete). Returns false when another process finished one first.
 */
export async function buildTemplate(target: string, dirs: readonly string[]): Promise<boolean> {
  const building = `${target}.${randomBytes(6).toString('hex')}.tmp`
  try {
    const db = await openPglite(building)
    let applied: readonly string[]
    try {
      applied = await migrate(db, dirs)
    } finally {
      await db.close()
    }
    rmSync(join(building, 'postmaster.pid'), { force: true })
    const manifest: TemplateManifest = { format: TEMPLATE_FORMAT, migrations: applied }
    await writeFileDurable(join(building, TEMPLATE_MANIFEST), JSON.stringify(manifest))
    try {
      renameSync(building, target)
    } catch (err) {
      if (isUsableTemplate(target)) return false // another process renamed its template first
      if (!existsSync(target)) throw err
      // A broken template (no manifest): only ever a copy of ours, replaced.
      rmSync(target, { recursive: true, force: true })
      renameSync(building, target)
    }
    return true
  } finally {
    rmSync(building, { recursive: true, force: true })
  }
}

/**
 * The template to copy a new data folder from: `shipped` when it is usable, else the OS temp
 * cache (built now when missing).
 */
export async function templateFor(
  dirs: readonly string[],
  shipped: string | null,
): Promise<{ readonly dir: string; readonly kind: 'shipped' | 'cache' }> {
  if (shipped !== null && isUsableTemplate(shipped)) return { dir: shipped, kind: 'shipped' }
  const cache = cachePath(dirs)
  if (!isUsableTemplate(cache)) await buildTemplate(cache, dirs)
  return { dir: cache, kind: 'cache' }
}

/** Copies a template's database files into `target` (which must not exist yet). */
export async function copyTemplate(template: string, target: string): Promise<void> {
  await cp(template, target, {
    recursive: true,
    errorOnExist: true,
    force: false,
    filter: (src) => !src.endsWith(TEMPLATE_MANIFEST) && !src.endsWith('postmaster.pid'),
  })
}

/** Removes the cached template of these migrations (after a copy of it failed to open). */
export function dropCachedTemplate(dirs: readonly string[]): void {
  rmSync(cachePath(dirs), { recursive: true, force: true })
}
