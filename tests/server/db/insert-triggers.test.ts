/**
 * What the database writes for every new document, whichever statement inserts it: its version 1
 * (the file it was registered with) and its place in the text-indexing queue, one each per
 * document of a multi-row insert, none for a row the insert skipped, and none at all when the
 * batch's transaction fails half-way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import { BACKENDS, startSeededServer } from '../helpers'
import { pdf, put, register, sha256, sign, type Api } from '../domain/upload-helpers'

const CASE = 'demo-case-2'

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`a new document's version and indexing on ${title}`, () => {
    let server: CaseServer
    let stop: () => Promise<void>
    let api: Api

    beforeAll(async () => {
      ;({ server, stop } = await startSeededServer(backend))
      api = { url: server.graphqlUrl, token: server.token! }
    })
    afterAll(() => stop?.())

    /** Signs and PUTs `count` distinct PDFs; returns what registering them needs. */
    async function uploaded(tag: string, count: number) {
      const bodies = Array.from({ length: count }, (_, i) => pdf(`${tag} ${i}`))
      const sigs = await sign(
        api,
        bodies.map((b, i) => ({ fileName: `${tag}${i}.pdf`, fileType: 'application/pdf' })),
      )
      for (const [i, s] of sigs.entries()) {
        expect((await put(s.signedUrl, bodies[i]!)).status).toBe(200)
      }
      return sigs.map((s, i) => ({
        classId: CASE,
        fileName: `${tag}${i}.pdf`,
        fileType: 'application/pdf',
        directUploadKey: s.directUploadKey,
        sha256: sha256(bodies[i]!),
        attempt: `${tag}-attempt-${i}`,
      }))
    }

    const versionsOf = (ids: readonly string[]) =>
      server.services.db.query<{
        document_id: string
        number: number
        object_key: string
        sha256: string
        file_name: string
      }>(
        `SELECT document_id, number, object_key, sha256, file_name FROM document_versions
          WHERE document_id = ANY($1) ORDER BY file_name`,
        [ids],
      )
    const queuedOf = (ids: readonly string[]) =>
      server.services.db.query<{ document_id: string; generation: number }>(
        'SELECT document_id, generation FROM document_text_index WHERE document_id = ANY($1)',
        [ids],
      )

    it('writes version 1 and one queue entry for each document of a batch', async () => {
      const docs = await uploaded('many', 12)
      const r = await register(api, docs)
      expect(r.errors).toBeUndefined()
      const ids = r.data!.createManyDocuments.map((d) => d.id)
      expect(new Set(ids).size).toBe(12)
      const files = await server.services.db.query<{
        id: string
        direct_upload_key: string
        sha256: string
      }>('SELECT id, direct_upload_key, sha256 FROM documents WHERE id = ANY($1)', [ids])
      const versions = await versionsOf(ids)
      expect(versions).toHaveLength(12)
      for (const v of versions) {
        const doc = files.find((f) => f.id === v.document_id)!
        expect(v.number).toBe(1)
        expect(v.object_key).toBe(doc.direct_upload_key)
        expect(v.sha256).toBe(doc.sha256)
      }
      expect(versions.map((v) => v.file_name)).toEqual(docs.map((d) => d.fileName).sort())
      const queued = await queuedOf(ids)
      expect(queued).toHaveLength(12)
      expect(queued.every((q) => q.generation === 1)).toBe(true)
    })

    it('adds nothing for a retry that finds its document', async () => {
      const [doc] = await uploaded('retry', 1)
      const first = await register(api, [doc!])
      const id = first.data!.createManyDocuments[0]!.id
      // The same file sent again under a new upload, with the same attempt: the same document.
      const [again] = await uploaded('retry', 1)
      const second = await register(api, [{ ...again!, attempt: doc!.attempt }])
      expect(second.data!.createManyDocuments[0]!.id).toBe(id)
      expect(await versionsOf([id])).toHaveLength(1)
      expect(await queuedOf([id])).toHaveLength(1)
    })

    it('writes nothing for a batch refused half-way', async () => {
      const docs = await uploaded('refused', 6)
      const before = await server.services.db.query<{ v: number; q: number }>(
        `SELECT (SELECT count(*)::int FROM document_versions) AS v,
                (SELECT count(*)::int FROM document_text_index) AS q`,
      )
      const refused = await register(
        api,
        docs.map((d, i) => (i === 4 ? { ...d, category: 'no-such-category' } : d)),
      )
      expect(refused.errors?.[0]?.message).toBe('Category no-such-category not found')
      const after = await server.services.db.query<{ v: number; q: number }>(
        `SELECT (SELECT count(*)::int FROM document_versions) AS v,
                (SELECT count(*)::int FROM document_text_index) AS q`,
      )
      expect(after).toEqual(before)
      const names = await server.services.db.query('SELECT 1 FROM documents WHERE name LIKE $1', [
        'refused%',
      ])
      expect(names).toHaveLength(0)
    })
  })
}
