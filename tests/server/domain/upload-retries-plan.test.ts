/**
 * The retry lookup of registration (RETRIES_SQL) probes the unique index of the upload key on
 * PGlite and PostgreSQL, with or without statistics, instead of reading every document of the
 * user through documents_created_by (which made registration slower as a library grew).
 */
import { afterAll, describe, expect, it } from 'vitest'
import { seedCase, seedReference } from '../../../bench/server-data'
import { openPglite, openPostgres, type Db } from '../../../src/server/db/client'
import { migrate, SERVER_MIGRATIONS_DIR } from '../../../src/server/db/migrate'
import { analyzeDocumentsIfGrown } from '../../../src/server/db/pglite-analyze'
import { RETRIES_SQL } from '../../../src/server/domain/upload-retries'
import { BACKENDS, tempDir, throwawayDatabase, TEST_DATABASE_URL } from '../helpers'

// The user the bench's documents are created by.
const USER = 'local-user'

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`retry lookup plan on ${title}`, () => {
    const cleanups: (() => Promise<void> | void)[] = []
    afterAll(async () => {
      for (const c of cleanups.reverse()) await c()
    })

    /** A migrated database whose user owns `perCase` documents in each of two cases. */
    async function library(perCase: number): Promise<Db> {
      let db: Db
      if (backend.postgres) {
        const t = await throwawayDatabase(TEST_DATABASE_URL!)
        cleanups.push(t.drop)
        db = await openPostgres(t.url)
      } else {
        const tmp = tempDir()
        cleanups.push(tmp.remove)
        db = await openPglite(tmp.dir)
      }
      cleanups.push(() => db.close())
      await migrate(db, [SERVER_MIGRATIONS_DIR])
      await db.query(`INSERT INTO users (id, full_name, email) VALUES ($1, 'Plan', 'p@x.test')`, [
        USER,
      ])
      await seedReference(db)
      for (const c of ['plan-a', 'plan-b'])
        await seedCase(db, c, { documents: perCase, assets: 2, policies: 2 })
      // Every document registered by the user, each from its own upload attempt.
      await db.query(`UPDATE documents SET created_by = $1, upload_attempt = 'attempt-' || id`, [
        USER,
      ])
      return db
    }

    async function plan(db: Db): Promise<string> {
      const keys = await db.query<{ case_id: string; sha256: string; upload_attempt: string }>(
        `SELECT case_id, sha256, upload_attempt FROM documents ORDER BY id LIMIT 20`,
      )
      const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${RETRIES_SQL}`, [
        USER,
        keys.map((k) => k.case_id),
        [...keys.map((k) => k.sha256).slice(1), 'other-bytes'],
        keys.map((k) => k.upload_attempt),
      ])
      return rows.map((r) => r['QUERY PLAN']).join('\n')
    }

    function expectUniqueProbe(text: string): void {
      expect(text).toContain('Index Scan using documents_upload_identity on documents')
      // By the whole key: a scan of the index by created_by alone reads every document too.
      expect(text).toMatch(/Index Cond: \(\(created_by = .*\bupload_attempt = k\.attempt\)\)/)
      expect(text).not.toContain('documents_created_by')
      expect(text).not.toMatch(/Seq Scan on documents/)
    }

    it('probes the unique index at 3,000 documents of one user, before and after ANALYZE', async () => {
      const db = await library(1500)
      expectUniqueProbe(await plan(db))
      // The statistics say what is true: the user owns every document.
      await db.exec('ANALYZE documents')
      expectUniqueProbe(await plan(db))
    }, 60_000)

    it('probes the unique index on a small table once registration has analysed it', async () => {
      const db = await library(100)
      if (backend.postgres) {
        // Autovacuum's part on PostgreSQL; PGlite has none, registration does it.
        expect(await analyzeDocumentsIfGrown(db, 500)).toBe(false)
        await db.exec('ANALYZE documents')
      } else {
        // Below autovacuum's threshold nothing happens; past it the table is analysed.
        expect(await analyzeDocumentsIfGrown(db, 40)).toBe(false)
        expect(await analyzeDocumentsIfGrown(db, 10)).toBe(true)
        expect(await analyzeDocumentsIfGrown(db, 10)).toBe(false)
      }
      expectUniqueProbe(await plan(db))
    }, 60_000)
  })
}
