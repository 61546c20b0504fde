/**
 * The trash on PGlite and PostgreSQL: deleteDocument moves a document to its case's trash with
 * who, when and why (kept out of every read), restoreDocument brings it back with its category
 * and links, restoring one that is not deleted is refused and changes nothing, and the purge
 * removes rows and objects only after the retention of the history settings, recording it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import { purgeExpired } from '../../../src/server/lifecycle/trash/purge'
import {
  CaseDocumentManagerDocument,
  CaseDocumentManagerDocumentsDocument,
  CaseHistoryDocument,
  DeleteDocumentDocument,
  DeletedDocumentsDocument,
  HistorySettingsDocument,
  RestoreDocumentDocument,
  TriggerExtractionDocument,
  UpdateDocumentDocument,
  UpdateHistorySettingsDocument,
  type HistorySettingsInput,
} from '../../../src/shared/graphql/operations.generated'
import { DEFAULT_HISTORY_SETTINGS } from '../../../src/shared/history-settings'
import { declarationsPdf } from '../jobs/fixtures'
import {
  ASSET_ID,
  BACKENDS,
  CASE_ID,
  gql,
  gqlOk,
  NON_EXTRACTABLE_CATEGORY,
  POLICY_ID,
  startServer,
  tempDir,
  throwawayDatabase,
  uploadDocument,
} from '../jobs/helpers'
import { TEST_DATABASE_URL } from '../helpers'
import { put, register, sha256, signOne } from '../domain/upload-helpers'

const DAY = 86_400_000

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`trash on ${title}`, () => {
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

    const call = <R, V>(doc: Parameters<typeof gqlOk<R, V>>[1], v: V) =>
      gqlOk(server.graphqlUrl, doc, v, server.token)
    const tryCall = <R, V>(doc: Parameters<typeof gql<R, V>>[1], v: V) =>
      gql(server.graphqlUrl, doc, v, server.token)
    const caseDocIds = async () =>
      (await call(CaseDocumentManagerDocumentsDocument, { id: CASE_ID })).documents.nodes.map(
        (d) => d.id,
      )
    const trash = async () =>
      (await call(DeletedDocumentsDocument, { caseId: CASE_ID })).deletedDocuments
    const historyOf = async (documentId: string) =>
      (await call(CaseHistoryDocument, { caseId: CASE_ID, filter: { documentId } })).caseHistory
        .nodes
    const keyOf = async (id: string) =>
      (
        await server.services.db.query<{ direct_upload_key: string }>(
          'SELECT direct_upload_key FROM documents WHERE id = $1',
          [id],
        )
      )[0]?.direct_upload_key
    const setSettings = (change: Partial<HistorySettingsInput>) =>
      call(UpdateHistorySettingsDocument, {
        input: {
          historyRetentionDays: DEFAULT_HISTORY_SETTINGS.historyRetentionDays,
          trashRetentionDays: DEFAULT_HISTORY_SETTINGS.trashRetentionDays,
          defaultActions: [...DEFAULT_HISTORY_SETTINGS.defaultActions],
          versionsKept: DEFAULT_HISTORY_SETTINGS.versionsKept,
          ...change,
        },
      })

    it('moves a deleted document to the trash with who, when and why, out of every read', async () => {
      const id = await uploadDocument(
        server,
        'trashed.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          category: NON_EXTRACTABLE_CATEGORY,
        },
      )
      await call(DeleteDocumentDocument, { input: { id, reason: 'Wrong case' } })
      expect(await caseDocIds()).not.toContain(id)
      const whole = (await call(CaseDocumentManagerDocument, { id: CASE_ID })).case!
      expect(whole.documents.map((d) => d.id)).not.toContain(id)
      const policy = whole.policies.find((p) => p.id === POLICY_ID)!
      expect(policy.documents.map((d) => d.id)).not.toContain(id)
      expect(whole.assets.find((a) => a.id === ASSET_ID)!.documents.map((d) => d.id)).not.toContain(
        id,
      )

      const [entry] = (await trash()).filter((e) => e.document.id === id)
      expect(entry).toMatchObject({
        reason: 'Wrong case',
        deletedBy: { id: 'local-user' },
        document: { name: 'trashed.pdf', category: { id: NON_EXTRACTABLE_CATEGORY } },
      })
      expect(Date.parse(entry!.purgeAt!) - Date.parse(entry!.deletedAt)).toBe(30 * DAY)
      // Its bytes stay while it is in the trash.
      expect(await server.services.objects.head((await keyOf(id))!)).not.toBeNull()

      // A deleted document cannot be changed, extracted or deleted again: it is not in the case.
      const again = await tryCall(DeleteDocumentDocument, { input: { id } })
      expect(again.errors?.[0]).toMatchObject({
        message: '“trashed.pdf” was already deleted: it is in the trash (Recent changes → Trash)',
        extensions: { code: 'NOT_FOUND' },
      })
      const renamed = await tryCall(UpdateDocumentDocument, {
        input: { id, caseId: CASE_ID, update: { name: 'x.pdf' } },
      })
      expect(renamed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
      const extract = await tryCall(TriggerExtractionDocument, { id })
      expect(extract.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    })

    it('restores a document with its category and links, recorded in the history', async () => {
      const id = await uploadDocument(
        server,
        'restore me.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          category: NON_EXTRACTABLE_CATEGORY,
        },
      )
      await call(DeleteDocumentDocument, { input: { id, reason: 'Not needed' } })
      const restored = (await call(RestoreDocumentDocument, { id })).restoreDocument
      expect(restored).toMatchObject({
        id,
        name: 'restore me.pdf',
        category: { id: NON_EXTRACTABLE_CATEGORY },
        associations: [
          { entityId: ASSET_ID, entityType: 'asset' },
          { entityId: POLICY_ID, entityType: 'policy' },
        ],
      })
      expect(await caseDocIds()).toContain(id)
      expect((await trash()).some((e) => e.document.id === id)).toBe(false)
      const policy = (await call(CaseDocumentManagerDocument, { id: CASE_ID })).case!.policies.find(
        (p) => p.id === POLICY_ID,
      )!
      expect(policy.documents.map((d) => d.id)).toContain(id)
      const entries = await historyOf(id)
      expect(entries.map((e) => e.action)).toEqual(['restore', 'delete', 'upload'])
      expect(entries[0]).toMatchObject({
        summary: 'Restored “restore me.pdf” from the trash',
        before: { reason: 'Not needed', deletedBy: 'local-user' },
      })
    })

    it('refuses to restore a document that is not deleted, changing nothing', async () => {
      const id = await uploadDocument(
        server,
        'in the case.pdf',
        'application/pdf',
        await declarationsPdf(),
      )
      const before = await historyOf(id)
      const doc = (
        await call(CaseDocumentManagerDocumentsDocument, { id: CASE_ID })
      ).documents.nodes.find((d) => d.id === id)!
      const r = await tryCall(RestoreDocumentDocument, { id })
      expect(r.errors?.[0]).toMatchObject({
        message: '“in the case.pdf” is not in the trash: only a deleted document can be restored',
        extensions: { code: 'BAD_USER_INPUT' },
      })
      expect(await historyOf(id)).toEqual(before)
      const after = (
        await call(CaseDocumentManagerDocumentsDocument, { id: CASE_ID })
      ).documents.nodes.find((d) => d.id === id)!
      expect(after.updatedAt).toBe(doc.updatedAt)
      const unknown = await tryCall(RestoreDocumentDocument, { id: 'no-such-document' })
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'Document no-such-document not found',
        extensions: { code: 'NOT_FOUND' },
      })
    })

    it('refuses to register again, as a retry, an upload whose document was deleted', async () => {
      const body = Buffer.from(await declarationsPdf(0, [['Policy Number', 'RETRY-1']]))
      const first = await signOne({ url: server.graphqlUrl, token: server.token! }, 'retry.pdf')
      await put(first.signedUrl, body)
      const input = (key: string) => ({
        classId: CASE_ID,
        fileName: 'retry.pdf',
        fileType: 'application/pdf',
        directUploadKey: key,
        sha256: sha256(body),
        attempt: 'attempt-retry-1',
      })
      const api = { url: server.graphqlUrl, token: server.token! }
      const made = await register(api, [input(first.directUploadKey)])
      const id = made.data!.createManyDocuments[0]!.id
      await call(DeleteDocumentDocument, { input: { id } })
      const second = await signOne(api, 'retry.pdf')
      await put(second.signedUrl, body)
      const retried = await register(api, [input(second.directUploadKey)])
      expect(retried.errors?.[0]?.message).toBe(
        '“retry.pdf” was registered before and its document has since been deleted; restore it from the trash or upload the file again',
      )
      const same = await register(api, [input(first.directUploadKey)])
      expect(same.errors?.[0]?.message).toContain('has since been deleted')
    })

    it('purges only after the trash retention, removing the object and recording it', async () => {
      await setSettings({ trashRetentionDays: 2 })
      const old = await uploadDocument(
        server,
        'old.pdf',
        'application/pdf',
        await declarationsPdf(),
      )
      const recent = await uploadDocument(
        server,
        'recent.pdf',
        'application/pdf',
        await declarationsPdf(),
      )
      const oldKey = (await keyOf(old))!
      await call(DeleteDocumentDocument, { input: { id: old, reason: 'Superseded' } })
      await call(DeleteDocumentDocument, { input: { id: recent } })
      // "Three days later" for the old one, one for the recent one.
      await server.services.db.query(
        `UPDATE documents SET deleted_at = deleted_at - interval '2 days' WHERE id = $1`,
        [old],
      )
      const report = await purgeExpired(
        server.services.db,
        server.services.objects,
        new Date(Date.now() + DAY),
      )
      expect(report.documents).toBe(1)
      expect(await keyOf(old)).toBeUndefined()
      expect(await server.services.objects.head(oldKey)).toBeNull()
      expect((await trash()).map((e) => e.document.id)).toContain(recent)
      const entries = await historyOf(old)
      expect(entries[0]).toMatchObject({
        action: 'purge',
        user: null,
        summary: 'Purged “old.pdf” from the trash: deleted more than 2 days ago',
      })
      // The trail of a purged document stays readable: it keeps the name.
      expect(entries.map((e) => [e.action, e.documentName])).toContainEqual(['upload', 'old.pdf'])
      const purgedAgain = await purgeExpired(
        server.services.db,
        server.services.objects,
        new Date(Date.now() + DAY),
      )
      expect(purgedAgain.documents).toBe(0)
      // Forever: nothing is purged however old.
      await setSettings({ trashRetentionDays: null })
      const never = await purgeExpired(
        server.services.db,
        server.services.objects,
        new Date(Date.now() + 3650 * DAY),
      )
      expect(never.documents).toBe(0)
      expect((await trash()).find((e) => e.document.id === recent)?.purgeAt).toBeNull()
    })

    it('removes trail entries past the history retention and says how many', async () => {
      const all = (await call(CaseHistoryDocument, { caseId: CASE_ID, paging: { limit: 1000 } }))
        .caseHistory
      await setSettings({ historyRetentionDays: 1 })
      const report = await purgeExpired(
        server.services.db,
        server.services.objects,
        new Date(Date.now() + 2 * DAY),
      )
      expect(report.historyEntries).toBeGreaterThanOrEqual(all.totalCount)
      const left = (await call(CaseHistoryDocument, { caseId: CASE_ID })).caseHistory
      expect(left.nodes).toHaveLength(1)
      expect(left.nodes[0]).toMatchObject({ action: 'purge', entityType: 'history', user: null })
      const removed = Number(
        /^(\d+) history entries older than 1 day removed$/.exec(left.nodes[0]!.summary)?.[1],
      )
      expect(removed).toBeGreaterThanOrEqual(all.totalCount)
      await setSettings({ historyRetentionDays: null })
    })

    it('keeps and records history settings; refuses invalid ones with a clear error', async () => {
      const saved = (
        await setSettings({
          trashRetentionDays: 90,
          versionsKept: 5,
          defaultActions: ['upload', 'delete'],
        })
      ).updateHistorySettings
      expect(saved).toMatchObject({
        trashRetentionDays: 90,
        versionsKept: 5,
        defaultActions: ['upload', 'delete'],
        canChange: true,
      })
      expect(saved.changes[0]).toMatchObject({
        action: 'settings',
        caseId: null,
        user: { id: 'local-user' },
        summary: expect.stringMatching(
          /Trash kept (30 days|forever) → 90 days; Versions kept all → 5/,
        ),
      })
      const read = (await call(HistorySettingsDocument, {})).historySettings
      expect(read.trashRetentionDays).toBe(90)
      const valid: HistorySettingsInput = {
        historyRetentionDays: null,
        trashRetentionDays: 90,
        versionsKept: 5,
        defaultActions: ['upload'],
      }
      for (const [change, message] of [
        [
          { trashRetentionDays: 0 },
          'Trash retention must be a whole number of days from 1 to 3650, or forever',
        ],
        [{ versionsKept: -1 }, 'Versions kept must be a whole number from 1 to 1000, or all'],
        [
          { defaultActions: ['upload', 'explode'] },
          'Unknown action in the default actions: explode',
        ],
      ] as const) {
        const r = await gql(
          server.graphqlUrl,
          UpdateHistorySettingsDocument,
          {
            input: Object.assign({}, valid, change),
          },
          server.token,
        )
        expect(r.errors?.[0]?.message).toBe(message)
      }
      expect((await call(HistorySettingsDocument, {})).historySettings.changes).toHaveLength(
        saved.changes.length,
      )
    })
  })
}
