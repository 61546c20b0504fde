/**
 * Upload integrity on PGlite and PostgreSQL, each test performing the attack or fault and
 * asserting it does no harm: a used upload URL cannot replace registered bytes, a file with the
 * same name and size but other bytes is a new document, a program declared as a PDF is refused,
 * sizes, quota and names are enforced with clear errors, and retries register one document.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCaseServer, type CaseServer } from '../../../src/server/index'
import { sweepOrphans } from '../../../src/server/domain/orphan-sweep'
import {
  RegisterUploadsDocument,
  UpdateDocumentDocument,
} from '../../../src/shared/graphql/operations.generated'
import { MESSAGES } from '../../../src/shared/messages'
import { BACKENDS, gql, tempDir, throwawayDatabase, TEST_DATABASE_URL } from '../helpers'
import {
  caseDocuments,
  documentBytes,
  ELF,
  pdf,
  put,
  register,
  sha256,
  sign,
  signOne,
  uploadOne,
  type Api,
} from './upload-helpers'

const CASE_1 = 'demo-case-1'
const CASE_2 = 'demo-case-2'
const MAX = 64 * 1024

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`upload integrity on ${title}`, () => {
    let server: CaseServer
    let api: Api
    let dataDir: string
    const cleanups: (() => Promise<void> | void)[] = []

    beforeAll(async () => {
      const tmp = tempDir()
      cleanups.push(tmp.remove)
      dataDir = tmp.dir
      let databaseUrl: string | undefined
      if (backend.postgres) {
        const db = await throwawayDatabase(TEST_DATABASE_URL!)
        cleanups.push(db.drop)
        databaseUrl = db.url
      }
      server = await startCaseServer({
        dataDir,
        seed: 'demo',
        token: 'upload-integrity',
        maxFileBytes: MAX,
        sweepIntervalSeconds: 0,
        ...(databaseUrl ? { databaseUrl } : {}),
      })
      api = { url: server.graphqlUrl, token: server.token! }
    })

    afterAll(async () => {
      await server?.close()
      for (const c of cleanups.reverse()) await c()
    })

    it('refuses a second PUT to a used URL after registration; the bytes stay', async () => {
      const original = pdf('original contract')
      const { id, signed } = await uploadOne(api, CASE_1, 'contract.pdf', original)
      const again = await put(signed.signedUrl, pdf('forged contract!!'))
      expect(again.status).toBe(409)
      expect(again.text).toContain('already registered')
      expect(sha256(await documentBytes(api, CASE_1, id))).toBe(sha256(original))
      // Registering the used key again is a retry: the same document, nothing new.
      const retry = await register(api, [
        {
          classId: CASE_1,
          fileName: 'contract.pdf',
          fileType: 'application/pdf',
          directUploadKey: signed.directUploadKey,
        },
      ])
      expect(retry.data?.createManyDocuments[0]?.id).toBe(id)
    })

    it('makes a new document of other bytes under the same name and size', async () => {
      const a = pdf('scanner A, page 0001')
      const b = pdf('scanner B, page 0002')
      expect(a.length).toBe(b.length)
      const first = await uploadOne(api, CASE_1, 'scan.pdf', a)
      const second = await uploadOne(api, CASE_1, 'scan.pdf', b)
      expect(second.id).not.toBe(first.id)
      expect(sha256(await documentBytes(api, CASE_1, first.id))).toBe(sha256(a))
      expect(sha256(await documentBytes(api, CASE_1, second.id))).toBe(sha256(b))
    })

    it('recognises a retry by user + case + sha256 + attempt, and nothing less', async () => {
      const body = pdf('retried upload')
      const first = await uploadOne(api, CASE_1, 'r.pdf', body, { attempt: 'attempt-1' })
      // The uploader lost the answer and signed a new upload of the same file: same document.
      const retry = await uploadOne(api, CASE_1, 'r.pdf', body, { attempt: 'attempt-1' })
      expect(retry.id).toBe(first.id)
      // The same bytes into another case: a second document.
      const otherCase = await uploadOne(api, CASE_2, 'r.pdf', body, { attempt: 'attempt-1' })
      expect(otherCase.id).not.toBe(first.id)
      // A deliberate second upload (a new attempt) into the same case: a second document.
      const deliberate = await uploadOne(api, CASE_1, 'r.pdf', body, { attempt: 'attempt-2' })
      expect(deliberate.id).not.toBe(first.id)
      const names = (await caseDocuments(api, CASE_1)).filter((d) => d.name === 'r.pdf')
      expect(names).toHaveLength(2)
    })

    it('gives concurrent registrations of one upload attempt one document', async () => {
      // A retry registered while the first registration is still in its transaction: on
      // PostgreSQL the later insert waits on the unique upload index and then returns the
      // winner's document (on PGlite the registrations take turns, and the retry lookup does).
      const body = pdf('registered twice at once')
      const signed = await Promise.all([1, 2, 3, 4].map(() => signOne(api, 'twice.pdf')))
      for (const s of signed) expect((await put(s.signedUrl, body)).status).toBe(200)
      const results = await Promise.all(
        signed.map((s) =>
          register(api, [
            {
              classId: CASE_1,
              fileName: 'twice.pdf',
              fileType: 'application/pdf',
              directUploadKey: s.directUploadKey,
              sha256: sha256(body),
              attempt: 'attempt-concurrent',
            },
          ]),
        ),
      )
      for (const r of results) expect(r.errors).toBeUndefined()
      const ids = new Set(results.map((r) => r.data!.createManyDocuments[0]!.id))
      expect(ids.size).toBe(1)
      const docs = (await caseDocuments(api, CASE_1)).filter((d) => d.name === 'twice.pdf')
      expect(docs.map((d) => d.id)).toEqual([...ids])
      expect(sha256(await documentBytes(api, CASE_1, [...ids][0]!))).toBe(sha256(body))
    })

    it('refuses bytes that differ from the sha256 the uploader read', async () => {
      const s = await signOne(api, 'changed.pdf')
      expect((await put(s.signedUrl, pdf('bytes on the wire'))).status).toBe(200)
      const r = await register(api, [
        {
          classId: CASE_1,
          fileName: 'changed.pdf',
          fileType: 'application/pdf',
          directUploadKey: s.directUploadKey,
          sha256: sha256(pdf('bytes on the disk')),
        },
      ])
      expect(r.errors?.[0]?.message).toContain('sha256 differs')
      expect((await caseDocuments(api, CASE_1)).some((d) => d.name === 'changed.pdf')).toBe(false)
    })

    it('registers the bytes the upload holds when a PUT replaces them during registration', async () => {
      // Registration names the file before its transaction; a second PUT to the same URL in
      // between places other bytes, which the transaction must notice and register instead.
      const first = pdf('first bytes, replaced')
      const second = pdf('second bytes, kept!!!')
      const s = await signOne(api, 'raced.pdf')
      expect((await put(s.signedUrl, first)).status).toBe(200)
      const objects = server.services.objects
      const freeze = objects.freeze.bind(objects)
      let raced = false
      objects.freeze = async (from, to) => {
        await freeze(from, to)
        if (raced || from !== s.directUploadKey) return
        raced = true
        expect((await put(s.signedUrl, second)).status).toBe(200)
      }
      try {
        const r = await register(api, [
          {
            classId: CASE_1,
            fileName: 'raced.pdf',
            fileType: 'application/pdf',
            directUploadKey: s.directUploadKey,
          },
        ])
        expect(raced).toBe(true)
        const id = r.data!.createManyDocuments[0]!.id
        expect(sha256(await documentBytes(api, CASE_1, id))).toBe(sha256(second))
        const [row] = await server.services.db.query<{ sha256: string; size: string | number }>(
          'SELECT sha256, size FROM documents WHERE id = $1',
          [id],
        )
        expect(row).toEqual(expect.objectContaining({ sha256: sha256(second) }))
        expect(Number(row!.size)).toBe(second.length)
      } finally {
        objects.freeze = freeze
      }
    })

    it('answers a registration that asks for ids only with the ids of the documents', async () => {
      const body = pdf('ids only')
      const s = await signOne(api, 'ids.pdf')
      expect((await put(s.signedUrl, body)).status).toBe(200)
      const documents = [
        {
          classId: CASE_1,
          fileName: 'ids.pdf',
          fileType: 'application/pdf',
          directUploadKey: s.directUploadKey,
          sha256: sha256(body),
        },
      ]
      const lean = await gql(api.url, RegisterUploadsDocument, { input: { documents } }, api.token)
      const id = lean.data!.createManyDocuments[0]!.id
      expect(lean.data!.createManyDocuments[0]).toEqual({ id })
      // The same call again (a retry) with the full selection: the same document, read back.
      const full = await register(api, documents)
      expect(full.data!.createManyDocuments[0]).toEqual(
        expect.objectContaining({ id, name: 'ids.pdf' }),
      )
    })

    it('refuses a Linux program declared as a PDF, and records measured size and hash', async () => {
      const s = await signOne(api, 'invoice.pdf')
      expect((await put(s.signedUrl, ELF)).status).toBe(200)
      const r = await register(api, [
        {
          classId: CASE_1,
          fileName: 'invoice.pdf',
          fileType: 'application/pdf',
          directUploadKey: s.directUploadKey,
        },
      ])
      expect(r.errors?.[0]?.message).toBe(
        '“invoice.pdf” is declared as application/pdf but its content is application/x-elf; it was not registered',
      )
      expect((await caseDocuments(api, CASE_1)).some((d) => d.name === 'invoice.pdf')).toBe(false)
      const body = pdf('measured')
      const { id } = await uploadOne(api, CASE_1, 'measured.pdf', body, { withHash: false })
      const rows = await server.services.db.query<{ size: string; sha256: string }>(
        'SELECT size::text, sha256 FROM documents WHERE id = $1',
        [id],
      )
      expect(rows[0]).toEqual({ size: String(body.length), sha256: sha256(body) })
    })

    it('refuses an over-size file when signing and at the PUT: “File is larger than N bytes”', async () => {
      const signed = await gql(
        api.url,
        (await import('../../../src/shared/graphql/operations.generated')).SignS3UploadsDocument,
        { input: { docs: [{ fileName: 'big.pdf', fileType: 'application/pdf', size: MAX + 1 }] } },
        api.token,
      )
      expect(signed.errors?.[0]?.message).toBe(`“big.pdf”: ${MESSAGES.fileTooLarge(MAX)}`)
      const s = await signOne(api, 'big.pdf')
      const big = Buffer.concat([pdf('big'), Buffer.alloc(MAX)])
      const p = await put(s.signedUrl, big)
      expect(p.status).toBe(413)
      expect(p.text).toContain(MESSAGES.fileTooLarge(MAX))
      expect(await server.services.objects.head(s.directUploadKey)).toBeNull()
      // A PUT larger than the size announced when signing is refused too.
      const small = await signOne(api, 'small.pdf', 'application/pdf', 10)
      expect((await put(small.signedUrl, pdf('more than ten bytes'))).status).toBe(413)
    })

    it('refuses names that are empty, too long, or carry control characters or NUL', async () => {
      // A NUL anywhere in a request is refused before any resolver runs (a 400 naming it).
      const nul = await gql(
        api.url,
        (await import('../../../src/shared/graphql/operations.generated')).SignS3UploadsDocument,
        { input: { docs: [{ fileName: 'bad\u0000name.pdf', fileType: 'application/pdf' }] } },
        api.token,
      )
      expect(nul.status).toBe(400)
      expect(nul.errors?.[0]?.message).toBe(
        'Text refused: variables.input.docs[0].fileName contains a NUL character; remove it and try again',
      )
      const cases: [string, string][] = [
        ['line\nbreak.pdf', 'cannot contain control characters'],
        [`${'a'.repeat(300)}.pdf`, 'at most 255 characters'],
        ['   ', 'cannot be empty'],
        ['../..', 'cannot be "." or ".."'],
      ]
      for (const [name, words] of cases) {
        const r = await gql(
          api.url,
          (await import('../../../src/shared/graphql/operations.generated')).SignS3UploadsDocument,
          { input: { docs: [{ fileName: name, fileType: 'application/pdf' }] } },
          api.token,
        )
        expect(r.status).toBe(200)
        expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
        expect(r.errors?.[0]?.message).toContain(words)
        expect(r.errors?.[0]?.message).not.toMatch(/byte sequence|UTF8|Internal/)
      }
      // Path parts are stripped at registration.
      const { id } = await uploadOne(api, CASE_1, '../../evil.pdf', pdf('evil'))
      const doc = (await caseDocuments(api, CASE_1)).find((d) => d.id === id)
      expect(doc?.name).toBe('evil.pdf')
      // And a rename is held to the same rule.
      for (const [name, words] of [
        ['x\u0000.pdf', 'contains a NUL character'],
        ['a'.repeat(1_000_000), 'at most 255 characters'],
        ['folder/x.pdf', 'cannot contain / or \\'],
      ]) {
        const r = await gql(
          api.url,
          UpdateDocumentDocument,
          { input: { id, caseId: CASE_1, update: { name } } },
          api.token,
        )
        expect(r.errors?.[0]?.message).toContain(words)
      }
      expect((await caseDocuments(api, CASE_1)).find((d) => d.id === id)?.name).toBe('evil.pdf')
    })

    it('registers a batch in one transaction: all of it or none', async () => {
      const bodies = Array.from({ length: 20 }, (_, i) => pdf(`batch ${i}`))
      const sigs = await sign(
        api,
        bodies.map((b, i) => ({
          fileName: `b${i}.pdf`,
          fileType: 'application/pdf',
          size: b.length,
        })),
      )
      for (const [i, s] of sigs.entries())
        expect((await put(s.signedUrl, bodies[i]!)).status).toBe(200)
      const docs = sigs.map((s, i) => ({
        classId: CASE_2,
        fileName: `b${i}.pdf`,
        fileType: 'application/pdf',
        directUploadKey: s.directUploadKey,
        ...(i === 19 ? { category: 'no-such-category' } : {}),
      }))
      const refused = await register(api, docs)
      expect(refused.errors?.[0]?.message).toBe('Category no-such-category not found')
      expect((await caseDocuments(api, CASE_2)).some((d) => d.name === 'b0.pdf')).toBe(false)
      const ok = await register(
        api,
        docs.map(({ category: _, ...d }) => d),
      )
      expect(new Set(ok.data?.createManyDocuments.map((d) => d.id)).size).toBe(20)
      for (const [i, d] of ok.data!.createManyDocuments.entries()) {
        expect(sha256(await documentBytes(api, CASE_2, d.id))).toBe(sha256(bodies[i]!))
      }
    })

    it('sweeps unregistered uploads after the grace period and records them', async () => {
      const kept = await uploadOne(api, CASE_1, 'kept.pdf', pdf('kept'))
      const s = await signOne(api, 'abandoned.pdf')
      expect((await put(s.signedUrl, pdf('abandoned'))).status).toBe(200)
      // Within the grace period nothing is removed.
      const early = await sweepOrphans(server.services.db, server.services.objects, 3600)
      expect(early.keys.map((k) => k.key)).not.toContain(s.directUploadKey)
      const report = await sweepOrphans(
        server.services.db,
        server.services.objects,
        0,
        Date.now() + 1000,
      )
      expect(report.keys).toContainEqual({
        key: s.directUploadKey,
        reason: 'upload never registered',
      })
      expect(await server.services.objects.head(s.directUploadKey)).toBeNull()
      const log = await server.services.db.query<{ object_key: string }>(
        'SELECT object_key FROM object_sweeps WHERE object_key = $1',
        [s.directUploadKey],
      )
      expect(log).toHaveLength(1)
      // Every document's bytes survive the sweep.
      expect(sha256(await documentBytes(api, CASE_1, kept.id))).toBe(sha256(pdf('kept')))
      for (const d of await caseDocuments(api, CASE_1)) {
        expect((await fetch(d.signed!)).status, d.name).toBe(200)
      }
    })

    it.skipIf(backend.postgres)('cleans partial uploads in objects/.tmp at start', async () => {
      const tmp = join(dataDir, 'objects', '.tmp')
      await mkdir(tmp, { recursive: true })
      await writeFile(join(tmp, 'partial-upload'), Buffer.alloc(4096))
      await server.close()
      server = await startCaseServer({
        dataDir,
        token: 'upload-integrity',
        maxFileBytes: MAX,
        sweepIntervalSeconds: 0,
      })
      api = { url: server.graphqlUrl, token: server.token! }
      expect(existsSync(tmp) ? await readdir(tmp) : []).toEqual([])
    })
  })
}
