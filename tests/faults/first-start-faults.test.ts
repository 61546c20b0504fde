/**
 * A crash during the first start never leaves a data folder that does not open: the server
 * process is killed with SIGKILL 0–100 ms after it took an empty data folder, and 0–50 ms after it
 * began to write the database (while it copies the template), then the folder is opened again and
 * must work — the demo data there, no scratch folder left, anything incomplete set aside (renamed,
 * never deleted). And a database folder without its completion marker that does not open (what
 * the older first start left: PG_VERSION and part of a copy) is set aside by the server process,
 * with a message saying so, and a new one made. (Longer version: `npm run bench -- faults`.)
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCaseServer } from '../../src/server/index'
import { tempDir } from '../helpers/temp-dir'
import { killDuringFirstStart, type KillFrom } from './first-start-kill'
import { freePort, kill9, startServerProcess } from './process-helpers'

const cleanups: (() => Promise<unknown> | unknown)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

let warmDir = ''
beforeAll(async () => {
  // The template cached in the OS temp folder is built once per machine (initdb, seconds): build
  // it now, so that the kills below land while a data folder is copied from it.
  const warm = tempDir('first-start-warm')
  cleanups.push(warm.remove)
  warmDir = warm.dir
  await (await startCaseServer({ dataDir: warm.dir, token: 't', sweepIntervalSeconds: 0 })).close()
}, 180_000)

describe('kill -9 during the first start', { timeout: 400_000 }, () => {
  it('every folder opens afterwards, with its data, scratch gone, nothing deleted', async () => {
    // Five fixed moments; the bench kills thirty first starts at random ones.
    const kills: [KillFrom, number][] = [
      ['lock', 0],
      ['lock', 100],
      ['scratch', 0],
      ['scratch', 5],
      ['scratch', 30],
    ]
    const tries = await Promise.all(
      kills.map(async ([from, delayMs]) => {
        const tmp = tempDir('first-start-kill')
        cleanups.push(tmp.remove)
        const state = await killDuringFirstStart(tmp.dir, delayMs, from)
        return { dir: tmp.dir, delayMs: `${delayMs} ms after ${from}`, state }
      }),
    )
    console.log(`first-start kills: ${tries.map((t) => `${t.delayMs} → ${t.state}`).join('; ')}`)
    for (const t of tries) {
      const asideBefore = readdirSync(t.dir).filter((n) => n.startsWith('pglite.set-aside-'))
      const s = await startCaseServer({
        dataDir: t.dir,
        token: 't',
        seed: 'demo',
        sweepIntervalSeconds: 0,
      })
      try {
        const res = await fetch(s.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
          body: JSON.stringify({ query: '{ cases { totalCount } }' }),
        })
        expect(await res.json(), `killed ${t.delayMs} (${t.state})`).toEqual({
          data: { cases: { totalCount: 2 } },
        })
        const names = readdirSync(t.dir)
        expect(names.filter((n) => n.startsWith('pglite.init-'))).toEqual([])
        // A folder set aside is kept, and said so.
        const aside = names.filter((n) => n.startsWith('pglite.set-aside-'))
        expect(aside.length).toBeGreaterThanOrEqual(asideBefore.length)
        if (aside.length > asideBefore.length) expect(s.notices.join('\n')).toMatch(/set aside/)
        expect(existsSync(join(t.dir, 'pglite', 'case-server-ready.json'))).toBe(true)
      } finally {
        await s.close()
      }
    }
  })

  it('a database folder without its marker that does not open is set aside, kept, said so', async () => {
    const tmp = tempDir('first-start-unmarked')
    cleanups.push(tmp.remove)
    // What the older first start left when killed: PG_VERSION and the first part of a copy.
    const partial = join(tmp.dir, 'pglite')
    cpSync(join(warmDir, 'pglite'), partial, {
      recursive: true,
      filter: (src) => !src.startsWith(join(warmDir, 'pglite', 'base')),
    })
    expect(existsSync(join(partial, 'PG_VERSION'))).toBe(true)
    rmSync(join(partial, 'case-server-ready.json'), { force: true })
    writeFileSync(join(partial, 'what-was-here.txt'), 'the user may want this back')

    const s = await startServerProcess([
      '--port',
      String(await freePort()),
      '--data',
      tmp.dir,
      '--token',
      't',
      '--seed',
      'demo',
    ])
    cleanups.push(() => kill9(s.child))
    try {
      const res = await fetch(s.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
        body: JSON.stringify({ query: '{ cases { totalCount } }' }),
      })
      expect(await res.json()).toEqual({ data: { cases: { totalCount: 2 } } })
      const aside = readdirSync(tmp.dir).filter((n) => n.startsWith('pglite.set-aside-'))
      expect(aside).toHaveLength(1)
      expect(readFileSync(join(tmp.dir, aside[0]!, 'what-was-here.txt'), 'utf8')).toBe(
        'the user may want this back',
      )
      expect(s.stderr()).toContain(
        `The database folder ${partial} was not completely created: a first start was interrupted. ` +
          `It was set aside as ${join(tmp.dir, aside[0]!)} (nothing was deleted) and a new database was created.`,
      )
      expect(existsSync(join(tmp.dir, 'pglite', 'case-server-ready.json'))).toBe(true)
    } finally {
      await kill9(s.child)
    }
  })
})
