/**
 * Opens the embedded database folder (`<data>/pglite`) so that no crash can leave it unopenable.
 *
 * A new folder is prepared in a temporary folder beside the target (a copy of the template, or
 * initdb), its files fsynced, a completion marker written last, and only then renamed into
 * place: the target either does not exist or is complete. A target without the marker (left by
 * an older version, or by something else) is opened only when it proves complete; otherwise it is
 * set aside — renamed to `pglite.set-aside-<time>`, never deleted — and a new database is made,
 * with a message saying so. Scratch folders of an interrupted first start (`pglite.init-*`, only
 * ever template copies without user data) are removed.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fsyncDirSync, fsyncTree, isEmptyDirSync, writeFileDurable } from '../durable-file'
import { openPglite, type Db } from './client'
import { copyTemplate, dropCachedTemplate, templateFor } from './pglite-template'

/** Written last into a complete database folder. */
export const READY_MARKER = 'case-server-ready.json'

const INIT_PREFIX = '.init-'
const SET_ASIDE_PREFIX = '.set-aside-'

export type PgliteDataDirOptions = {
  /** Migration folders (the template is built from them when none is shipped). */
  readonly migrationDirs: readonly string[]
  /**
   * Where a new folder comes from: `false` initdb; `true` the template cached in the OS temp
   * folder; a path: the template shipped with the app (the cache when it is not usable).
   */
  readonly template: boolean | string
}

export type OpenedDataDir = {
  readonly db: Db
  /** How the folder was opened: an existing one, or a new one made now. */
  readonly created: 'no' | 'from-shipped-template' | 'from-cached-template' | 'by-initdb'
  /** Things the user should know (a folder set aside), also written to stderr. */
  readonly notices: readonly string[]
}

/** True when `dir` is a complete database folder made by this code. */
export function isCompleteDataDir(dir: string): boolean {
  return existsSync(join(dir, READY_MARKER))
}

/** Folders an interrupted start set aside beside `dir` (newest last). */
export function setAsideFolders(dir: string): string[] {
  const prefix = `${basename(dir)}${SET_ASIDE_PREFIX}`
  return readdirSync(dirname(dir))
    .filter((n) => n.startsWith(prefix))
    .sort()
    .map((n) => join(dirname(dir), n))
}

function removeScratch(dir: string): void {
  const prefix = `${basename(dir)}${INIT_PREFIX}`
  for (const n of readdirSync(dirname(dir))) {
    if (n.startsWith(prefix)) rmSync(join(dirname(dir), n), { recursive: true, force: true })
  }
}

function setAside(dir: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const aside = `${dir}${SET_ASIDE_PREFIX}${stamp}-${randomBytes(3).toString('hex')}`
  renameSync(dir, aside)
  fsyncDirSync(dirname(dir))
  return aside
}

async function markComplete(dir: string, how: OpenedDataDir['created']): Promise<void> {
  await writeFileDurable(
    join(dir, READY_MARKER),
    `${JSON.stringify({ complete: true, created: how, at: new Date().toISOString() })}\n`,
  )
}

/** A folder without the marker (an older version made it): complete when it opens and has data. */
async function openUnmarked(dir: string): Promise<Db | null> {
  if (!existsSync(join(dir, 'PG_VERSION'))) return null
  let db: Db | undefined
  try {
    db = await openPglite(dir)
    await db.query('SELECT count(*) FROM schema_migrations')
    return db
  } catch {
    await db?.close().catch(() => undefined)
    return null
  }
}

/**
 * Prepares a new database folder at `dir` (which must not exist): in a scratch folder beside it,
 * fsynced and marked, then renamed into place.
 */
async function create(dir: string, o: PgliteDataDirOptions): Promise<OpenedDataDir['created']> {
  const scratch = `${dir}${INIT_PREFIX}${randomBytes(6).toString('hex')}`
  try {
    let how: OpenedDataDir['created']
    if (o.template === false) {
      await (await openPglite(scratch)).close()
      rmSync(join(scratch, 'postmaster.pid'), { force: true })
      how = 'by-initdb'
    } else {
      const t = await templateFor(
        o.migrationDirs,
        typeof o.template === 'string' ? o.template : null,
      )
      await copyTemplate(t.dir, scratch)
      how = t.kind === 'shipped' ? 'from-shipped-template' : 'from-cached-template'
    }
    await fsyncTree(scratch)
    await markComplete(scratch, how)
    renameSync(scratch, dir)
    fsyncDirSync(dirname(dir))
    return how
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** Opens (creating when needed) the database folder `dir`; see the module comment. */
export async function openPgliteDataDir(
  dir: string,
  o: PgliteDataDirOptions,
): Promise<OpenedDataDir> {
  const notices: string[] = []
  const notice = (m: string) => {
    notices.push(m)
    console.error(`case server: ${m}`)
  }
  removeScratch(dir)
  if (existsSync(dir)) {
    if (isCompleteDataDir(dir)) return { db: await openPglite(dir), created: 'no', notices }
    const legacy = await openUnmarked(dir)
    if (legacy) {
      await markComplete(dir, 'no')
      return { db: legacy, created: 'no', notices }
    }
    if (isEmptyDirSync(dir)) {
      rmdirSync(dir)
    } else {
      const aside = setAside(dir)
      notice(
        `The database folder ${dir} was not completely created: a first start was interrupted. ` +
          `It was set aside as ${aside} (nothing was deleted) and a new database was created.`,
      )
    }
  }
  const created = await create(dir, o)
  try {
    return { db: await openPglite(dir), created, notices }
  } catch (err) {
    if (created === 'by-initdb') throw err
    // A template that does not open (made by another PGlite version): our own fresh copy, with no
    // user data in it, is replaced by a database made with initdb.
    notice(
      `The database template did not open (${(err as Error).message}): a new database was created.`,
    )
    if (created === 'from-cached-template') dropCachedTemplate(o.migrationDirs)
    rmSync(dir, { recursive: true, force: true })
    const again = await create(dir, { ...o, template: false })
    return { db: await openPglite(dir), created: again, notices }
  }
}
