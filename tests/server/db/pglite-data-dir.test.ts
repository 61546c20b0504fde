/**
 * The embedded database folder is either complete or not there: a new one is made beside the
 * target and renamed into place with its marker; a folder an interrupted start left behind is set
 * aside (renamed, never deleted) and a new one made; a complete folder of an older version
 * (no marker) is kept with its data.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '../../../src/server/db/client'
import { SERVER_MIGRATIONS_DIR } from '../../../src/server/db/migrate'
import {
  READY_MARKER,
  openPgliteDataDir,
  setAsideFolders,
} from '../../../src/server/db/pglite-data-dir'
import { tempDir } from '../../helpers/temp-dir'

const tmp = tempDir('pglite-data-dir')
afterAll(() => tmp.remove())
const options = { migrationDirs: [SERVER_MIGRATIONS_DIR], template: true }
let n = 0
const folder = () => {
  const root = join(tmp.dir, `data-${n++}`)
  mkdirSync(root)
  return { root, pglite: join(root, 'pglite') }
}

describe('PGlite data folder', () => {
  it('makes a new folder complete or not at all: marker inside, no scratch beside it', async () => {
    const f = folder()
    const opened = await openPgliteDataDir(f.pglite, options)
    try {
      expect(opened.created).toBe('from-cached-template')
      expect(await opened.db.query('SELECT count(*)::int AS n FROM schema_migrations')).toEqual([
        { n: expect.any(Number) },
      ])
    } finally {
      await opened.db.close()
    }
    expect(existsSync(join(f.pglite, READY_MARKER))).toBe(true)
    expect(readdirSync(f.root)).toEqual(['pglite'])
    const again = await openPgliteDataDir(f.pglite, options)
    expect(again.created).toBe('no')
    await again.db.close()
  })

  it('sets a half-made folder aside (never deleted), removes scratch, and makes a new one', async () => {
    const complete = folder()
    await (await openPgliteDataDir(complete.pglite, options)).db.close()
    const f = folder()
    // What a kill during an old-style copy left: PG_VERSION and part of the files.
    mkdirSync(f.pglite)
    cpSync(join(complete.pglite, 'PG_VERSION'), join(f.pglite, 'PG_VERSION'))
    cpSync(join(complete.pglite, 'global'), join(f.pglite, 'global'), { recursive: true })
    writeFileSync(join(f.pglite, 'keep-me.txt'), 'evidence')
    // And a scratch folder of an interrupted first start.
    mkdirSync(join(f.root, 'pglite.init-0123456789ab', 'base'), { recursive: true })
    const opened = await openPgliteDataDir(f.pglite, options)
    try {
      expect(opened.created).toBe('from-cached-template')
      expect(opened.notices.join('\n')).toMatch(
        /was not completely created: a first start was interrupted\. It was set aside as .*pglite\.set-aside-.* \(nothing was deleted\)/,
      )
      await opened.db.query('SELECT 1 FROM schema_migrations LIMIT 1')
    } finally {
      await opened.db.close()
    }
    const aside = setAsideFolders(f.pglite)
    expect(aside).toHaveLength(1)
    expect(readdirSync(aside[0]!).sort()).toEqual(['PG_VERSION', 'global', 'keep-me.txt'])
    expect(readdirSync(f.root).filter((x) => x.startsWith('pglite.init-'))).toEqual([])
  })

  it('keeps a complete folder of an older version (no marker) with its data, and marks it', async () => {
    const f = folder()
    // An older version initialised in place, with no marker.
    const old = await openPglite(f.pglite)
    await old.exec(
      'CREATE TABLE schema_migrations (name text PRIMARY KEY); CREATE TABLE kept (v text)',
    )
    await old.query("INSERT INTO kept VALUES ('acknowledged')")
    await old.close()
    expect(existsSync(join(f.pglite, READY_MARKER))).toBe(false)
    const opened = await openPgliteDataDir(f.pglite, options)
    try {
      expect(opened.created).toBe('no')
      expect(opened.notices).toEqual([])
      expect(await opened.db.query('SELECT v FROM kept')).toEqual([{ v: 'acknowledged' }])
    } finally {
      await opened.db.close()
    }
    expect(existsSync(join(f.pglite, READY_MARKER))).toBe(true)
    expect(setAsideFolders(f.pglite)).toEqual([])
  })

  it('an empty database folder is simply made', async () => {
    const f = folder()
    mkdirSync(f.pglite)
    const opened = await openPgliteDataDir(f.pglite, { ...options, template: false })
    expect(opened.created).toBe('by-initdb')
    expect(opened.notices).toEqual([])
    await opened.db.close()
    expect(setAsideFolders(f.pglite)).toEqual([])
  })
})
