/**
 * Team mode on PostgreSQL: a pooled connection ended by the database (a restart, an
 * administrator, a dropped database) must not crash the server process; the next query opens a
 * new connection.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openPostgres, type Db } from '../../../src/server/db/client'
import { TEST_DATABASE_URL, throwawayDatabase } from '../helpers'

describe.skipIf(!TEST_DATABASE_URL)(
  'PostgreSQL pool (needs TEST_DATABASE_URL; CI sets it in .ci/run)',
  () => {
    let db: Db | undefined
    let drop: (() => Promise<void>) | undefined
    afterAll(async () => {
      await db?.close()
      await drop?.()
    })

    it('survives its idle connections being terminated by the server', async () => {
      const t = await throwawayDatabase(TEST_DATABASE_URL!)
      drop = t.drop
      db = await openPostgres(t.url, 2)
      await db.query('SELECT 1')
      const name = new URL(t.url).pathname.slice(1)
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await admin.connect()
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      )
      await admin.end()
      expect(killed.rowCount).toBeGreaterThan(0)
      // Give the pool time to see the termination of its idle client (the 'error' event).
      await new Promise((r) => setTimeout(r, 300))
      const rows = await db.query<{ ok: number }>('SELECT 1 AS ok')
      expect(rows[0]?.ok).toBe(1)
    })

    it('re-subscribes a LISTEN connection the server ends, and a stopped one fails quietly', async () => {
      const t = await throwawayDatabase(TEST_DATABASE_URL!)
      const listening = await openPostgres(t.url, 2)
      const name = new URL(t.url).pathname.slice(1)
      const terminate = async () => {
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
        await admin.connect()
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        )
        await admin.end()
      }
      const heard: string[] = []
      try {
        const stop = await listening.listen('changes', (p) => heard.push(p))
        await terminate()
        // The listener hears an empty payload (anything notified meanwhile is lost), then the
        // subscription comes back after a second.
        await expect.poll(() => heard.includes(''), { timeout: 3_000 }).toBe(true)
        await new Promise((r) => setTimeout(r, 1_500))
        await listening.exec(`NOTIFY changes, 'again'`)
        await expect.poll(() => heard.includes('again'), { timeout: 3_000 }).toBe(true)
        await stop()
        // Its connection went back to the pool; ending it now must not release it twice.
        await terminate()
        await new Promise((r) => setTimeout(r, 300))
        const rows = await listening.query<{ ok: number }>('SELECT 1 AS ok')
        expect(rows[0]?.ok).toBe(1)
      } finally {
        await listening.close()
        await t.drop()
      }
    })
  },
)
