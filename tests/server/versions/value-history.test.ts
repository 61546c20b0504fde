/**
 * Value history on PGlite and PostgreSQL: every save that changes a policy or asset form field
 * keeps before, after, who, when and the source document and region of each value; a value
 * rejected after it was accepted comes back from its history entry; a save that changes nothing
 * keeps nothing; unknown forms are not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import {
  FormDataDocument,
  FormDataHistoryDocument,
  SaveFormDataDocument,
  type FormEntityType,
} from '../../../src/shared/graphql/operations.generated'
import {
  acceptExtraction,
  bringBackValue,
  getFormField,
  rejectAcceptedValue,
  setFormField,
  type FormValues,
} from '../../../src/shared/review'
import { declarationsPdf, DECLARATIONS } from '../jobs/fixtures'
import {
  ASSET_ID,
  BACKENDS,
  gql,
  gqlOk,
  POLICY_ID,
  startServer,
  tempDir,
  throwawayDatabase,
  uploadDocument,
  waitFinished,
} from '../jobs/helpers'
import { TEST_DATABASE_URL } from '../helpers'

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`value history on ${title}`, () => {
    let server: CaseServer
    let doc: string
    const cleanups: (() => Promise<void> | void)[] = []

    const call = <R, V>(d: Parameters<typeof gqlOk<R, V>>[1], v: V) =>
      gqlOk(server.graphqlUrl, d, v, server.token)
    const form = async (entityType: FormEntityType, entityId: string) =>
      (await call(FormDataDocument, { entityType, entityId })).formData
    const history = async (entityType: FormEntityType, entityId: string, field?: string) =>
      (await call(FormDataHistoryDocument, { entityType, entityId, ...(field ? { field } : {}) }))
        .formDataHistory
    /** Applies a review change to one field and saves the form. */
    const saveField = async (
      entityType: FormEntityType,
      entityId: string,
      field: string,
      change: (f: NonNullable<ReturnType<typeof getFormField>>) => ReturnType<typeof getFormField>,
    ) => {
      const f = await form(entityType, entityId)
      const values: FormValues = setFormField(
        f.values,
        field,
        change(getFormField(f.values, field)!)!,
      )
      await call(SaveFormDataDocument, {
        input: { entityType, entityId, values, baseUpdatedAt: f.updatedAt },
      })
    }

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
      doc = await uploadDocument(
        server,
        'declarations.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          extractData: true,
        },
      )
      expect((await waitFinished(server, doc)).extractionStatus).toBe('done')
    })

    afterAll(async () => {
      await server?.close()
      for (const c of cleanups.reverse()) await c()
    })

    it('keeps an accepted value with its source and region, who and when', async () => {
      const before = Date.now()
      await saveField('policy', POLICY_ID, 'policy.premium', acceptExtraction)
      const [entry, ...rest] = await history('policy', POLICY_ID, 'policy.premium')
      expect(rest).toEqual([])
      expect(entry).toMatchObject({
        field: 'policy.premium',
        before: null,
        after: DECLARATIONS.premiumValue,
        sourceDocumentId: doc,
        beforeSourceDocumentId: null,
        user: { id: 'local-user' },
      })
      expect(entry!.bbox).toMatchObject({ page: 1 })
      expect(entry!.policyVersionId).toBe('demo-pv-ho3-current')
      expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 5_000)
    })

    it('brings back a value rejected after it was accepted, from its history entry', async () => {
      await saveField('policy', POLICY_ID, 'policy.premium', rejectAcceptedValue)
      const [rejection] = await history('policy', POLICY_ID, 'policy.premium')
      expect(rejection).toMatchObject({
        before: DECLARATIONS.premiumValue,
        after: null,
        beforeSourceDocumentId: doc,
        sourceDocumentId: null,
      })
      expect(
        getFormField((await form('policy', POLICY_ID)).values, 'policy.premium')!.value,
      ).toBeNull()
      await saveField('policy', POLICY_ID, 'policy.premium', (f) => bringBackValue(f, rejection!))
      const back = getFormField((await form('policy', POLICY_ID)).values, 'policy.premium')!
      expect(back).toMatchObject({
        value: DECLARATIONS.premiumValue,
        extractedFrom: { id: doc },
        bbox: rejection!.beforeBbox,
      })
      expect((await history('policy', POLICY_ID, 'policy.premium')).map((e) => e.after)).toEqual([
        DECLARATIONS.premiumValue,
        null,
        DECLARATIONS.premiumValue,
      ])
    })

    it('keeps asset field changes too, and nothing for a save that changes no value', async () => {
      await saveField('asset', ASSET_ID, 'property.address', (f) => ({ ...f, value: '1 Typed St' }))
      const [typed] = await history('asset', ASSET_ID)
      expect(typed).toMatchObject({
        field: 'property.address',
        after: '1 Typed St',
        sourceDocumentId: null,
        policyVersionId: null,
      })
      const count = (await history('asset', ASSET_ID)).length
      await saveField('asset', ASSET_ID, 'property.address', (f) => f)
      expect(await history('asset', ASSET_ID)).toHaveLength(count)
    })

    it('answers an unknown form as not found', async () => {
      const r = await gql(
        server.graphqlUrl,
        FormDataHistoryDocument,
        { entityType: 'policy', entityId: 'no-such-policy' },
        server.token,
      )
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    })
  })
}
