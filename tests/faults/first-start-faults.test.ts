/**
 * A crash during the first start never leaves a data folder that does not open: the server
 * process is killed with SIGKILL 0–100 ms after it took an empty data folder (while it creates the
 * database from the template), then the folder is opened again and must work — the demo data
 * there, no scratch folder left, anything incomplete set aside (renamed, never deleted).
 * (Longer version with many more kills: `npm run bench -- faults`.)
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCaseServer } from '../../src/server/index'
import { tempDir } from '../helpers/temp-dir'
import { killDuringFirstStart } from './first-start-kill'

const cleanups: (() => Promise<unknown> | unknown)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

beforeAll(async () => {
  // The template cached in the OS temp folder is built once per machine (initdb, seconds): build
  // it now, so that the kills below land while a data folder is copied from it.
  const warm = tempDir('first-start-warm')
  cleanups.push(warm.remove)
  await (await startCaseServer({ dataDir: warm.dir, token: 't', sweepIntervalSeconds: 0 })).close()
}, 180_000)

describe('kill -9 during the first start', { timeout: 180_000 }, () => {
  it('every folder opens afterwards, with its data, scratch gone, nothing deleted', async () => {
    const delays = [0, 25, 50, 75, 100]
    const tries = await Promise.all(
      delays.map(async (delayMs) => {
        const tmp = tempDir('first-start-kill')
        cleanups.push(tmp.remove)
        const state = await killDuringFirstStart(tmp.dir, delayMs)
        return { dir: tmp.dir, delayMs, state }
      }),
    )
    console.log(`first-start kills: ${tries.map((t) => `${t.delayMs} ms → ${t.state}`).join('; ')}`)
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
        expect(await res.json(), `killed ${t.delayMs} ms in (${t.state})`).toEqual({
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
})
