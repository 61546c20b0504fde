/**
 * Renewals on PGlite and PostgreSQL: canCreateNewComparison by its rule, policyComparison of a
 * renewal declarations page against the policy's current version (statuses, flags, regions), and
 * createPolicyVersionFromDocument — the version with its creator and key document, the new
 * version's values next to the previous version's untouched ones, the history entry — plus every
 * refusal (unknown ids, a document of another case, creating twice from one document, bad terms
 * and fields), each of which changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import { declarationsPdf } from '../../../src/server/seed/demo-files'
import {
  CaseDocumentManagerDocument,
  CaseHistoryDocument,
  CreatePolicyVersionFromDocumentDocument,
  DocumentVersionsDocument,
  FormDataDocument,
  FormDataHistoryDocument,
  PolicyComparisonDocument,
  SaveFormDataDocument,
} from '../../../src/shared/graphql/operations.generated'
import { getFormField, setFormField, type FormValues } from '../../../src/shared/review/field-path'
import { normaliseFormField } from '../../../src/shared/review/field-path'
import {
  ASSET_ID,
  BACKENDS,
  CASE_ID,
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

const RENEWAL_CATEGORY = 'demo-cat-renewal-declarations'
const OTHER_CASE_DOCUMENT = 'demo-doc-cp-declarations'
const CURRENT_VERSION = 'demo-pv-ho3-current'

/** The expiring term's accepted values, as a reviewer saved them. */
const CURRENT_VALUES: Readonly<Record<string, unknown>> = {
  'policy.policyNumber': 'HO3-4471029',
  'policy.namedInsured': 'Maria and James Alvarez',
  'policy.premium': 3184,
  'policy.coverageAmount': 425000,
  'policy.deductible': 2500,
  'policy.mortgagee': 'Harbor Federal Bank ISAOA/ATIMA',
  'policy.loanNumber': 'LN-2025-0001',
}

const addYear = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`renewals on ${title}`, () => {
    let server: CaseServer
    const cleanups: (() => Promise<void> | void)[] = []
    let term: { begin: string; end: string }
    let renewal: string

    const call = <R, V>(doc: Parameters<typeof gqlOk<R, V>>[1], v: V) =>
      gqlOk(server.graphqlUrl, doc, v, server.token)
    const tryCall = <R, V>(doc: Parameters<typeof gql<R, V>>[1], v: V) =>
      gql(server.graphqlUrl, doc, v, server.token)
    const documentOf = async (id: string) =>
      (await call(DocumentVersionsDocument, { caseId: CASE_ID, id })).documents.nodes[0]!
    const ho3 = async () =>
      (await call(CaseDocumentManagerDocument, { id: CASE_ID })).case!.policies.find(
        (p) => p.id === POLICY_ID,
      )!
    const formOf = async (policyVersionId?: string) =>
      (
        await call(FormDataDocument, {
          entityType: 'policy',
          entityId: POLICY_ID,
          ...(policyVersionId ? { policyVersionId } : {}),
        })
      ).formData
    const valueOf = (values: FormValues, field: string) => getFormField(values, field)?.value
    const versionCount = async () =>
      (
        await server.services.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM policy_versions',
        )
      )[0]!.n
    const create = (input: Record<string, unknown>) =>
      tryCall(CreatePolicyVersionFromDocumentDocument, {
        input: { policyId: POLICY_ID, documentId: renewal, ...input },
      })

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
      const current = (await ho3()).policyVersion!
      expect(current.id).toBe(CURRENT_VERSION)
      term = { begin: current.policyEndDate!, end: addYear(current.policyEndDate!) }
      // The reviewer's accepted values of the expiring term.
      let values: FormValues = {}
      for (const [field, value] of Object.entries(CURRENT_VALUES)) {
        values = setFormField(values, field, normaliseFormField({ value }))
      }
      await call(SaveFormDataDocument, {
        input: { entityType: 'policy', entityId: POLICY_ID, values },
      })
      renewal = await uploadDocument(
        server,
        'HO3 renewal declarations.pdf',
        'application/pdf',
        await declarationsPdf({
          carrier: 'Coastal Mutual Insurance Company',
          policyNumber: 'HO3-4471029',
          productType: 'Homeowners HO-3',
          namedInsured: 'Maria and James Alvarez',
          propertyAddress: '1208 Harbor View Dr, Tampa, FL 33602',
          effectiveDate: term.begin,
          expirationDate: term.end,
          dwellingLimit: '$400,000',
          deductible: '$5,000',
          premium: '$3,412.00',
          mortgagee: ['Harbor Federal Bank ISAOA/ATIMA', 'PO Box 7700, Tampa, FL 33601'],
          loanNumber: 'LN-2025-0001',
          producer: 'Bayside Insurance Agency',
        }),
        {
          category: RENEWAL_CATEGORY,
          extractData: true,
          associations: [
            { entityId: POLICY_ID, entityType: 'policy' },
            { entityId: ASSET_ID, entityType: 'asset' },
          ],
        },
      )
    })

    afterAll(async () => {
      await server?.close()
      for (const c of cleanups.reverse()) await c()
    })

    it('can create a comparison exactly once extracted with values, while not a key document', async () => {
      const before = await documentOf(renewal)
      if (before.extractionStatus !== 'done') expect(before.canCreateNewComparison).toBe(false)
      expect((await waitFinished(server, renewal)).extractionStatus).toBe('done')
      expect((await documentOf(renewal)).canCreateNewComparison).toBe(true)
      // A renewal-category PDF never extracted, and a key document, cannot.
      expect((await documentOf('demo-doc-ho3-declarations')).canCreateNewComparison).toBe(false)
    })

    it('compares the document with the current version: statuses, flags and regions', async () => {
      const { policyComparison: c } = await call(PolicyComparisonDocument, {
        policyId: POLICY_ID,
        documentId: renewal,
      })
      expect(c).toMatchObject({
        canCreateVersion: true,
        reason: null,
        currentVersion: { id: CURRENT_VERSION },
        proposedBeginDate: term.begin,
        proposedEndDate: term.end,
      })
      const row = (field: string) => c.rows.find((r) => r.field === field)!
      expect(row('policy.premium')).toMatchObject({
        status: 'changed',
        current: 3184,
        proposed: 3412,
        flags: [],
        sourceDocumentId: renewal,
      })
      expect(row('policy.premium').bbox).toMatchObject({ page: 1 })
      expect(row('policy.coverageAmount')).toMatchObject({
        status: 'changed',
        flags: ['coverageDecreased'],
      })
      expect(row('policy.deductible')).toMatchObject({
        status: 'changed',
        flags: ['deductibleIncreased'],
      })
      expect(row('policy.namedInsured')).toMatchObject({ status: 'same', flags: [] })
      expect(row('policy.effectiveDate')).toMatchObject({ status: 'new', proposed: term.begin })
      // The new term starts where the current one ends: no term flag.
      expect(row('policy.effectiveDate').flags).not.toContain('termGap')
    })

    it('refuses comparisons with unknown ids and documents of another case', async () => {
      const codeOf = async (policyId: string, documentId: string) =>
        (await tryCall(PolicyComparisonDocument, { policyId, documentId })).errors?.[0]?.extensions
          ?.code
      expect(await codeOf('no-such-policy', renewal)).toBe('NOT_FOUND')
      expect(await codeOf(POLICY_ID, 'no-such-document')).toBe('NOT_FOUND')
      expect(await codeOf(POLICY_ID, OTHER_CASE_DOCUMENT)).toBe('NOT_FOUND')
    })

    it('refuses bad creations and changes nothing', async () => {
      const count = await versionCount()
      const history = (await call(CaseHistoryDocument, { caseId: CASE_ID })).caseHistory.totalCount
      const messageOf = async (input: Record<string, unknown>) =>
        (await create(input)).errors?.[0]?.message
      const codeOf = async (input: Record<string, unknown>) =>
        (await create(input)).errors?.[0]?.extensions?.code
      expect(await codeOf({ policyId: 'no-such-policy' })).toBe('NOT_FOUND')
      expect(await codeOf({ documentId: 'no-such-document' })).toBe('NOT_FOUND')
      expect(await codeOf({ documentId: OTHER_CASE_DOCUMENT })).toBe('NOT_FOUND')
      expect(await messageOf({ fields: ['policy.nothing'] })).toBe('Unknown field policy.nothing')
      expect(await messageOf({ fields: ['property.address'] })).toBe(
        'Property address is a field of the asset form: review it there',
      )
      expect(await messageOf({ policyEndDate: term.begin })).toBe(
        `The new term must end after it begins (${term.begin} to ${term.begin})`,
      )
      const current = (await ho3()).policyVersion!
      expect(await messageOf({ policyBeginDate: current.policyBeginDate })).toContain(
        'The new term must begin after the current one began',
      )
      expect(await messageOf({ documentId: 'demo-doc-ho3-declarations' })).toContain(
        'is already the key document of a version of policy #HO3-4471029',
      )
      expect(await versionCount()).toBe(count)
      expect((await call(CaseHistoryDocument, { caseId: CASE_ID })).caseHistory.totalCount).toBe(
        history,
      )
      expect((await documentOf(renewal)).keyVersions).toEqual([])
    })

    it('rolls the policy to a new version; the previous version keeps its values', async () => {
      const pendingBefore = getFormField((await formOf()).values, 'policy.premium')!
      expect(pendingBefore.newExtractions.map((n) => n.extractedFrom.id)).toContain(renewal)
      const r = await create({})
      expect(r.errors).toBeUndefined()
      const version = r.data!.createPolicyVersionFromDocument
      expect(version).toMatchObject({
        policyBeginDate: term.begin,
        policyEndDate: term.end,
        term: '12 months',
        keyDocumentId: renewal,
        createdBy: { id: 'local-user' },
      })
      expect(version.documents.map((d) => d.id)).toContain(renewal)

      // The document is its key document and can no longer start a comparison.
      const doc = await documentOf(renewal)
      expect(doc.keyVersions).toEqual([version.id])
      expect(doc.policyVersionId).toBe(version.id)
      expect(doc.canCreateNewComparison).toBe(false)
      // The renewal is the current version: the checklist shows its values.
      expect((await ho3()).policyVersion!.id).toBe(version.id)
      const now = await formOf()
      expect(now.policyVersionId).toBe(version.id)
      expect(valueOf(now.values, 'policy.premium')).toBe(3412)
      expect(getFormField(now.values, 'policy.premium')).toMatchObject({
        extractedFrom: { id: renewal },
        newlyReviewedDocuments: [renewal],
      })
      expect(valueOf(now.values, 'policy.deductible')).toBe(5000)
      expect(valueOf(now.values, 'policy.effectiveDate')).toBe(term.begin)
      expect(valueOf(now.values, 'policy.namedInsured')).toBe('Maria and James Alvarez')
      // The previous version: its values untouched, the renewal's pending values moved away.
      const previous = await formOf(CURRENT_VERSION)
      for (const [field, value] of Object.entries(CURRENT_VALUES)) {
        expect(valueOf(previous.values, field)).toEqual(value)
      }
      expect(
        getFormField(previous.values, 'policy.premium')!.newExtractions.map(
          (n) => n.extractedFrom.id,
        ),
      ).not.toContain(renewal)

      const [entry] = (
        await call(CaseHistoryDocument, { caseId: CASE_ID, filter: { action: ['policyVersion'] } })
      ).caseHistory.nodes
      expect(entry).toMatchObject({
        action: 'policyVersion',
        entityType: 'policyVersion',
        entityId: version.id,
        documentId: renewal,
        user: { id: 'local-user' },
      })
      expect(entry!.summary).toMatch(
        /^New version \w{3} \d{4} - \w{3} \d{4} of Homeowners HO-3 #HO3-4471029 from “HO3 renewal declarations\.pdf”: .*Premium/,
      )
      const premium = (
        await call(FormDataHistoryDocument, {
          entityType: 'policy',
          entityId: POLICY_ID,
          field: 'policy.premium',
          policyVersionId: version.id,
        })
      ).formDataHistory
      expect(premium[0]).toMatchObject({
        before: 3184,
        after: 3412,
        sourceDocumentId: renewal,
        policyVersionId: version.id,
        user: { id: 'local-user' },
      })
    })

    it('refuses a second version from the same document, changing nothing', async () => {
      const count = await versionCount()
      const r = await create({})
      expect(r.errors?.[0]?.message).toBe(
        '“HO3 renewal declarations.pdf” is already the key document of a version of policy #HO3-4471029',
      )
      expect(await versionCount()).toBe(count)
    })

    it('reads and saves one version’s form; a version of another policy is refused', async () => {
      const other = await tryCall(FormDataDocument, {
        entityType: 'policy',
        entityId: POLICY_ID,
        policyVersionId: 'demo-pv-flood-current',
      })
      expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
      const asset = await tryCall(FormDataDocument, {
        entityType: 'asset',
        entityId: ASSET_ID,
        policyVersionId: CURRENT_VERSION,
      })
      expect(asset.errors?.[0]?.message).toContain('An asset form has no versions')
      const previous = await formOf(CURRENT_VERSION)
      const edited = setFormField(
        previous.values,
        'policy.producer',
        normaliseFormField({ value: 'Bayside Agency' }),
      )
      const saved = await call(SaveFormDataDocument, {
        input: {
          entityType: 'policy',
          entityId: POLICY_ID,
          policyVersionId: CURRENT_VERSION,
          values: edited,
          baseUpdatedAt: previous.updatedAt,
        },
      })
      expect(saved.saveFormData.policyVersionId).toBe(CURRENT_VERSION)
      expect(valueOf((await formOf(CURRENT_VERSION)).values, 'policy.producer')).toBe(
        'Bayside Agency',
      )
      // The current version's form did not change.
      expect(valueOf((await formOf()).values, 'policy.producer')).not.toBe('Bayside Agency')
    })
  })
}
