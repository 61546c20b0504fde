/**
 * Document file versions on PGlite and PostgreSQL: every document has its version 1, an uploaded
 * file becomes the newest version (same id, category and links; the name follows the file; the
 * earlier file kept and served by its own signed URL), registering the same upload again changes
 * nothing, a restore makes an earlier file the newest under a new number, the history records
 * each, a category that supports extraction extracts the new file, and the orphan sweep, the
 * purge and "versions kept" treat every version's object as the document's. Refusals (unknown
 * ids, a version of another document, an upload registered elsewhere, bytes that are not what
 * they claim) change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import { sweepOrphans } from '../../../src/server/domain/orphan-sweep'
import { purgeExpired } from '../../../src/server/lifecycle/trash/purge'
import {
  AddDocumentVersionDocument,
  CaseHistoryDocument,
  DeleteDocumentDocument,
  DocumentVersionsDocument,
  RestoreDocumentVersionDocument,
  UpdateHistorySettingsDocument,
  type AddDocumentVersionInput,
} from '../../../src/shared/graphql/operations.generated'
import { DEFAULT_HISTORY_SETTINGS } from '../../../src/shared/history-settings'
import { declarationsPdf } from '../jobs/fixtures'
import {
  ASSET_ID,
  BACKENDS,
  CASE_ID,
  EXTRACTABLE_CATEGORY,
  gql,
  gqlOk,
  NON_EXTRACTABLE_CATEGORY,
  POLICY_ID,
  startServer,
  tempDir,
  throwawayDatabase,
  uploadDocument,
  waitFinished,
} from '../jobs/helpers'
import { TEST_DATABASE_URL } from '../helpers'
import { ELF, pdf, put, sha256, signOne } from '../domain/upload-helpers'

const DAY = 86_400_000
const OTHER_CASE_DOCUMENT = 'demo-doc-cp-declarations'

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`document file versions on ${title}`, () => {
    let server: CaseServer
    const cleanups: (() => Promise<void> | void)[] = []

    beforeAll(async () => {
      const tmp = tempDir()
      cleanups.push(tmp.remove)
      let databaseUrl: string | undefined
      if (backend.postgres) {
        const db = await throwawayDatabase(TEST_DATABASE_URL!)
        cleanups.push(db.drop)
        databaseUrl = db.url
      }
      server = await startServer(tmp.dir, databaseUrl)
    })

    afterAll(async () => {
      await server?.close()
      for (const c of cleanups.reverse()) await c()
    })

    const api = () => ({ url: server.graphqlUrl, token: server.token! })
    const call = <R, V>(doc: Parameters<typeof gqlOk<R, V>>[1], v: V) =>
      gqlOk(server.graphqlUrl, doc, v, server.token)
    const tryCall = <R, V>(doc: Parameters<typeof gql<R, V>>[1], v: V) =>
      gql(server.graphqlUrl, doc, v, server.token)
    const documentOf = async (id: string, caseId = CASE_ID) =>
      (await call(DocumentVersionsDocument, { caseId, id })).documents.nodes[0]!
    const bytesOf = async (url: string | null | undefined) =>
      Buffer.from(await (await fetch(url!)).arrayBuffer())
    const historyOf = async (documentId: string) =>
      (await call(CaseHistoryDocument, { caseId: CASE_ID, filter: { documentId } })).caseHistory
        .nodes
    const versionCount = async () =>
      (
        await server.services.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM document_versions',
        )
      )[0]!.n
    /** Signs and PUTs a file; the input of addDocumentVersion for it. */
    const uploaded = async (
      id: string,
      fileName: string,
      body: Buffer,
      type = 'application/pdf',
    ): Promise<AddDocumentVersionInput> => {
      const s = await signOne(api(), fileName, type, body.length)
      const p = await put(s.signedUrl, body, type)
      expect(p.status).toBe(200)
      return { id, fileName, fileType: type, directUploadKey: s.directUploadKey }
    }
    const setVersionsKept = (versionsKept: number | null) =>
      call(UpdateHistorySettingsDocument, {
        input: {
          ...DEFAULT_HISTORY_SETTINGS,
          defaultActions: [...DEFAULT_HISTORY_SETTINGS.defaultActions],
          versionsKept,
        },
      })

    it('gives every document its first file as version 1, seeded or uploaded', async () => {
      const seeded = await documentOf('demo-doc-ho3-declarations')
      expect(seeded.currentVersion).toBe(1)
      expect(seeded.versions.map((v) => [v.number, v.fileName, v.createdBy?.id])).toEqual([
        [1, 'HO3-4471029 Declarations.pdf', 'local-user'],
      ])
      expect(await bytesOf(seeded.versions[0]!.signed)).toEqual(await bytesOf(seeded.signed))
      const id = await uploadDocument(server, 'first.pdf', 'application/pdf', pdf('first'), {
        category: NON_EXTRACTABLE_CATEGORY,
      })
      const doc = await documentOf(id)
      expect(doc.currentVersion).toBe(1)
      expect(doc.versions).toHaveLength(1)
      expect(doc.versions[0]).toMatchObject({
        number: 1,
        fileName: 'first.pdf',
        restoredFrom: null,
      })
      expect(doc.versions[0]!.sha256).toBe(sha256(pdf('first')))
    })

    it('adds an uploaded file as the newest version: same document, the name follows the file', async () => {
      const id = await uploadDocument(server, 'policy.pdf', 'application/pdf', pdf('v1'), {
        category: NON_EXTRACTABLE_CATEGORY,
      })
      const v1 = await documentOf(id)
      const input = await uploaded(id, 'policy (signed).pdf', pdf('v2 signed'))
      const { addDocumentVersion: doc } = await call(AddDocumentVersionDocument, { input })
      expect(doc).toMatchObject({
        id,
        name: 'policy (signed).pdf',
        currentVersion: 2,
        category: { id: NON_EXTRACTABLE_CATEGORY },
        associations: v1.associations,
        size: pdf('v2 signed').length,
      })
      expect(doc.versions.map((v) => [v.number, v.fileName])).toEqual([
        [2, 'policy (signed).pdf'],
        [1, 'policy.pdf'],
      ])
      // Document.signed serves the current file; each version's signed URL its own bytes.
      expect(await bytesOf(doc.signed)).toEqual(pdf('v2 signed'))
      expect(await bytesOf(doc.versions[0]!.signed)).toEqual(pdf('v2 signed'))
      expect(await bytesOf(doc.versions[1]!.signed)).toEqual(pdf('v1'))
      const [entry] = await historyOf(id)
      expect(entry).toMatchObject({
        action: 'version',
        summary: 'New version 2 of “policy.pdf”: “policy (signed).pdf”',
        documentName: 'policy (signed).pdf',
        user: { id: 'local-user' },
      })
      expect(entry!.before).toMatchObject({ version: 1, name: 'policy.pdf' })
      expect(entry!.after).toMatchObject({ version: 2, name: 'policy (signed).pdf' })

      // Registering the same upload again is the same version: nothing changes.
      const entries = (await historyOf(id)).length
      const again = await call(AddDocumentVersionDocument, { input })
      expect(again.addDocumentVersion.currentVersion).toBe(2)
      expect(again.addDocumentVersion.versions).toHaveLength(2)
      expect(await historyOf(id)).toHaveLength(entries)
    })

    it('recognises a retry under a new signature by its sha256 and attempt', async () => {
      const id = await uploadDocument(server, 'retry.pdf', 'application/pdf', pdf('retry v1'), {
        category: NON_EXTRACTABLE_CATEGORY,
      })
      const body = pdf('retry v2')
      const first = { ...(await uploaded(id, 'retry.pdf', body)), sha256: sha256(body) }
      await call(AddDocumentVersionDocument, { input: { ...first, attempt: 'attempt-1' } })
      const second = await uploaded(id, 'retry.pdf', body)
      const { addDocumentVersion: doc } = await call(AddDocumentVersionDocument, {
        input: { ...second, sha256: sha256(body), attempt: 'attempt-1' },
      })
      expect(doc.currentVersion).toBe(2)
      // The retry's bytes were dropped; another attempt is a new version.
      expect(await server.services.objects.head(second.directUploadKey)).toBeNull()
      const third = await uploaded(id, 'retry.pdf', body)
      const r = await call(AddDocumentVersionDocument, {
        input: { ...third, sha256: sha256(body), attempt: 'attempt-2' },
      })
      expect(r.addDocumentVersion.currentVersion).toBe(3)
    })

    it('restores an earlier file as the newest version, under a new number', async () => {
      const id = await uploadDocument(server, 'restore.pdf', 'application/pdf', pdf('r1'), {
        category: NON_EXTRACTABLE_CATEGORY,
      })
      await call(AddDocumentVersionDocument, {
        input: await uploaded(id, 'restore v2.pdf', pdf('r2')),
      })
      const v1 = (await documentOf(id)).versions.find((v) => v.number === 1)!
      const { restoreDocumentVersion: doc } = await call(RestoreDocumentVersionDocument, {
        input: { id, versionId: v1.id },
      })
      expect(doc).toMatchObject({ id, name: 'restore.pdf', currentVersion: 3 })
      expect(doc.versions.map((v) => [v.number, v.fileName, v.restoredFrom])).toEqual([
        [3, 'restore.pdf', 1],
        [2, 'restore v2.pdf', null],
        [1, 'restore.pdf', null],
      ])
      expect(await bytesOf(doc.signed)).toEqual(pdf('r1'))
      expect(await bytesOf(doc.versions[1]!.signed)).toEqual(pdf('r2'))
      expect((await historyOf(id))[0]).toMatchObject({
        action: 'version',
        summary: 'Restored version 1 of “restore v2.pdf” as version 3',
      })
    })

    it('extracts a new version again when its category supports extraction', async () => {
      const id = await uploadDocument(
        server,
        'declarations.pdf',
        'application/pdf',
        await declarationsPdf(),
        { category: EXTRACTABLE_CATEGORY },
      )
      expect((await documentOf(id)).extractionStatus).toBeNull()
      const renewal = Buffer.from(await declarationsPdf(1))
      await call(AddDocumentVersionDocument, {
        input: await uploaded(id, 'declarations 2.pdf', renewal),
      })
      expect(['queued', 'running', 'done']).toContain((await documentOf(id)).extractionStatus)
      expect((await waitFinished(server, id)).extractionStatus).toBe('done')
      const actions = (await historyOf(id)).map((e) => e.action)
      expect(actions.slice(0, 3)).toEqual(['extraction', 'extraction', 'version'])
    })

    it('refuses unknown ids, a version of another document, an upload of another document, and changes nothing', async () => {
      const id = await uploadDocument(server, 'refusals.pdf', 'application/pdf', pdf('x1'), {
        category: NON_EXTRACTABLE_CATEGORY,
      })
      const other = await uploadDocument(server, 'other.pdf', 'application/pdf', pdf('o1'), {
        category: NON_EXTRACTABLE_CATEGORY,
      })
      const before = await versionCount()
      const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) =>
        r.errors?.[0]?.extensions?.code
      const messageOf = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message ?? ''

      const unknown = await tryCall(AddDocumentVersionDocument, {
        input: await uploaded('no-such-document', 'x.pdf', pdf('x2')),
      })
      expect(codeOf(unknown)).toBe('NOT_FOUND')
      const unknownRestore = await tryCall(RestoreDocumentVersionDocument, {
        input: { id: 'no-such-document', versionId: 'no-such-version' },
      })
      expect(codeOf(unknownRestore)).toBe('NOT_FOUND')
      const unknownVersion = await tryCall(RestoreDocumentVersionDocument, {
        input: { id, versionId: 'no-such-version' },
      })
      expect(codeOf(unknownVersion)).toBe('NOT_FOUND')
      // A version of another document is not this document's.
      const otherVersion = (await documentOf(other)).versions[0]!
      const foreign = await tryCall(RestoreDocumentVersionDocument, {
        input: { id, versionId: otherVersion.id },
      })
      expect(codeOf(foreign)).toBe('NOT_FOUND')
      // A document of another case is not among this case's documents.
      expect(
        (await call(DocumentVersionsDocument, { caseId: CASE_ID, id: OTHER_CASE_DOCUMENT }))
          .documents.nodes,
      ).toEqual([])
      // The current version is not restored over itself.
      const current = (await documentOf(id)).versions[0]!
      const itself = await tryCall(RestoreDocumentVersionDocument, {
        input: { id, versionId: current.id },
      })
      expect(messageOf(itself)).toBe('Version 1 is already the current version of “refusals.pdf”')
      // An upload registered as one document's version is not another's.
      const input = await uploaded(id, 'once.pdf', pdf('once'))
      await call(AddDocumentVersionDocument, { input })
      const reused = await tryCall(AddDocumentVersionDocument, { input: { ...input, id: other } })
      expect(messageOf(reused)).toContain('already registered as another document')
      // Never uploaded, and a program declared as a PDF.
      const never = await tryCall(AddDocumentVersionDocument, {
        input: {
          id,
          fileName: 'n.pdf',
          fileType: 'application/pdf',
          directUploadKey: 'uploads/x/n.pdf',
        },
      })
      expect(messageOf(never)).toContain('No uploaded file for n.pdf')
      const program = await tryCall(AddDocumentVersionDocument, {
        input: await uploaded(id, 'fake.pdf', ELF),
      })
      expect(messageOf(program)).toContain('“fake.pdf” is declared as application/pdf')
      // A deleted document takes no new version.
      await call(DeleteDocumentDocument, { input: { id: other } })
      const deleted = await tryCall(AddDocumentVersionDocument, {
        input: await uploaded(other, 'late.pdf', pdf('late')),
      })
      expect(codeOf(deleted)).toBe('NOT_FOUND')

      expect(await versionCount()).toBe(before + 1)
      expect((await documentOf(id)).currentVersion).toBe(2)
    })

    it('refuses a new version while the extraction reads the current file', async () => {
      const id = await uploadDocument(server, 'reading.pdf', 'application/pdf', pdf('reading'), {
        category: NON_EXTRACTABLE_CATEGORY,
      })
      await server.services.db.query(
        `UPDATE documents SET extraction_status = 'running' WHERE id = $1`,
        [id],
      )
      const r = await tryCall(AddDocumentVersionDocument, {
        input: await uploaded(id, 'reading 2.pdf', pdf('reading 2')),
      })
      expect(r.errors?.[0]?.message).toBe('Extraction in progress: wait until it has finished')
      await server.services.db.query(
        `UPDATE documents SET extraction_status = 'done' WHERE id = $1`,
        [id],
      )
      expect((await documentOf(id)).currentVersion).toBe(1)
    })

    it('keeps every version’s object from the orphan sweep, and the purge removes them all', async () => {
      const id = await uploadDocument(server, 'kept.pdf', 'application/pdf', pdf('k1'), {
        category: NON_EXTRACTABLE_CATEGORY,
        associations: [
          { entityId: POLICY_ID, entityType: 'policy' },
          { entityId: ASSET_ID, entityType: 'asset' },
        ],
      })
      await call(AddDocumentVersionDocument, { input: await uploaded(id, 'kept.pdf', pdf('k2')) })
      const keys = (
        await server.services.db.query<{ object_key: string }>(
          'SELECT object_key FROM document_versions WHERE document_id = $1 ORDER BY number',
          [id],
        )
      ).map((r) => r.object_key)
      expect(keys).toHaveLength(2)
      const swept = await sweepOrphans(
        server.services.db,
        server.services.objects,
        0,
        Date.now() + DAY,
      )
      expect(swept.keys.map((k) => k.key)).not.toContain(keys[0])
      for (const key of keys) expect(await server.services.objects.head(key)).not.toBeNull()

      await call(DeleteDocumentDocument, { input: { id } })
      await server.services.db.query(
        `UPDATE documents SET deleted_at = deleted_at - interval '40 days' WHERE id = $1`,
        [id],
      )
      const report = await purgeExpired(server.services.db, server.services.objects)
      expect(report.documents).toBeGreaterThanOrEqual(1)
      for (const key of keys) expect(await server.services.objects.head(key)).toBeNull()
    })

    it('prunes versions beyond "versions kept", recording each, when added and by the purge', async () => {
      const id = await uploadDocument(server, 'pruned.pdf', 'application/pdf', pdf('p1'), {
        category: NON_EXTRACTABLE_CATEGORY,
      })
      await call(AddDocumentVersionDocument, { input: await uploaded(id, 'pruned.pdf', pdf('p2')) })
      await call(AddDocumentVersionDocument, { input: await uploaded(id, 'pruned.pdf', pdf('p3')) })
      const v1 = (await documentOf(id)).versions[2]!
      const [row] = await server.services.db.query<{ object_key: string }>(
        'SELECT object_key FROM document_versions WHERE id = $1',
        [v1.id],
      )
      const firstKey = row!.object_key
      try {
        // Lowered to 2: the purge catches up, the oldest goes with its object and an entry.
        await setVersionsKept(2)
        const report = await purgeExpired(server.services.db, server.services.objects)
        expect(report.versions).toBeGreaterThanOrEqual(1)
        expect((await documentOf(id)).versions.map((v) => v.number)).toEqual([3, 2])
        expect(await server.services.objects.head(firstKey)).toBeNull()
        expect((await historyOf(id))[0]).toMatchObject({
          action: 'prune',
          user: null,
          summary:
            'Version 1 of “pruned.pdf” (“pruned.pdf”) removed: documents keep their 2 newest versions',
        })
        // A new version prunes at once; a restore shares its object, which stays while used.
        const v2 = (await documentOf(id)).versions.find((v) => v.number === 2)!
        await call(RestoreDocumentVersionDocument, { input: { id, versionId: v2.id } })
        const after = await documentOf(id)
        expect(after.versions.map((v) => [v.number, v.restoredFrom])).toEqual([
          [4, 2],
          [3, null],
        ])
        expect(await bytesOf(after.signed)).toEqual(pdf('p2'))
      } finally {
        await setVersionsKept(null)
      }
    })
  })
}
