/**
 * Form data: FormData/SaveFormData round trip, and a save never loses extraction results
 * that arrived after the form was loaded (they are merged in; what the reviewer resolved stays
 * resolved). Real server with the embedded worker, PGlite in a temp folder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import {
  FormDataDocument,
  SaveFormDataDocument,
  TriggerExtractionDocument,
} from '../../../src/shared/graphql/operations.generated'
import { getFormField, setFormField, type FormValues } from '../../../src/shared/review/field-path'
import { acceptExtraction, rejectAllExtractions } from '../../../src/shared/review/transitions'
import { declarationsPdf, DECLARATIONS } from './fixtures'
import {
  CASE_ID,
  gql,
  gqlOk,
  POLICY_ID,
  startServer,
  tempDir,
  uploadDocument,
  waitFinished,
} from './helpers'

describe('form data', () => {
  let s: CaseServer
  const temp = tempDir('jobs-form-')
  beforeAll(async () => {
    s = await startServer(temp.dir, undefined)
  }, 120_000)
  afterAll(async () => {
    await s?.close()
    await temp.remove()
  })

  const load = async (entityId = POLICY_ID) =>
    (await gqlOk(s.graphqlUrl, FormDataDocument, { entityType: 'policy', entityId }, s.token))
      .formData
  const save = (values: FormValues, baseUpdatedAt: string | null) =>
    gql(
      s.graphqlUrl,
      SaveFormDataDocument,
      { input: { entityType: 'policy', entityId: POLICY_ID, values, baseUpdatedAt } },
      s.token,
    )
  const extract = async (lines?: readonly (readonly [string, string])[]) => {
    const id = await uploadDocument(
      s,
      'dec.pdf',
      'application/pdf',
      await declarationsPdf(0, lines),
    )
    await gqlOk(s.graphqlUrl, TriggerExtractionDocument, { id }, s.token)
    expect(await waitFinished(s, id)).toMatchObject({ extractionStatus: 'done' })
    return id
  }

  it('starts empty and round-trips a save', async () => {
    const empty = await load()
    expect(empty).toEqual({
      entityType: 'policy',
      entityId: POLICY_ID,
      caseId: CASE_ID,
      values: {},
      // A policy's values are its current version's (docs/rules.md#current-version).
      policyVersionId: 'demo-pv-ho3-current',
      updatedAt: null,
    })
    const values = { policy: { producer: { value: 'Harbor Agency', type: 'Text' } } }
    const r = await save(values, null)
    expect(r.errors).toBeUndefined()
    expect(r.data!.saveFormData.values).toEqual(values)
    const again = await load()
    expect(again.values).toEqual(values)
    expect(again.updatedAt).toBe(r.data!.saveFormData.updatedAt)
  })

  it('refuses unknown entities and values that are not an object', async () => {
    const r = await gql(
      s.graphqlUrl,
      FormDataDocument,
      { entityType: 'policy', entityId: 'nope' },
      s.token,
    )
    expect(r.errors?.[0]?.message).toBe('Policy nope not found')
    const bad = await gql(
      s.graphqlUrl,
      SaveFormDataDocument,
      { input: { entityType: 'asset', entityId: 'demo-asset-harbor', values: [1, 2] as never } },
      s.token,
    )
    expect(bad.errors?.[0]?.message).toBe('Form values must be a JSON object.')
  })

  it('merges extraction results that arrived after the form was loaded into a save', async () => {
    const loaded = await load()
    // While the reviewer edits, an extraction finishes and stores new extractions.
    const docId = await extract()
    const edited = setFormField(loaded.values, 'policy.namedInsured', {
      value: 'Dana Whitfield',
      extractedFrom: null,
      bbox: null,
      type: 'Text',
      newExtractions: [],
      rejectedExtractions: [],
      newlyReviewedDocuments: [],
    })
    const r = await save(edited, loaded.updatedAt)
    expect(r.errors).toBeUndefined()
    const saved = r.data!.saveFormData
    expect(getFormField(saved.values, 'policy.namedInsured')!.value).toBe('Dana Whitfield')
    expect(getFormField(saved.values, 'policy.producer')!.value).toBe('Harbor Agency')
    const number = getFormField(saved.values, 'policy.policyNumber')!
    expect(number.newExtractions).toMatchObject([
      { value: DECLARATIONS.policyNumber, extractedFrom: { id: docId } },
    ])
    expect((await load()).values).toEqual(saved.values)

    // The reviewer now resolves them: accept the policy number, reject the carrier. Saving from
    // the fresh state keeps those decisions (nothing arrived since), and re-running the
    // extraction of the same document adds nothing back.
    const fresh = await load()
    let values = setFormField(
      fresh.values,
      'policy.policyNumber',
      acceptExtraction(getFormField(fresh.values, 'policy.policyNumber')!),
    )
    values = setFormField(
      values,
      'policy.carrier',
      rejectAllExtractions(getFormField(values, 'policy.carrier')!),
    )
    const resolved = (await save(values, fresh.updatedAt)).data!.saveFormData
    expect(getFormField(resolved.values, 'policy.policyNumber')).toMatchObject({
      value: DECLARATIONS.policyNumber,
      newExtractions: [],
    })
    expect(getFormField(resolved.values, 'policy.carrier')!.newExtractions).toEqual([])

    await gqlOk(s.graphqlUrl, TriggerExtractionDocument, { id: docId }, s.token)
    await waitFinished(s, docId)
    const rerun = await load()
    expect(getFormField(rerun.values, 'policy.policyNumber')!.newExtractions).toEqual([])
    expect(getFormField(rerun.values, 'policy.carrier')!.newExtractions).toEqual([])
    expect(getFormField(rerun.values, 'policy.carrier')!.rejectedExtractions).toHaveLength(1)

    // A different document with another policy number: a conflict for the reviewer, next to the
    // accepted value (never replacing it).
    const other = await extract([['Policy Number', 'HO-9999-0001']])
    const withConflict = getFormField((await load()).values, 'policy.policyNumber')!
    expect(withConflict.value).toBe(DECLARATIONS.policyNumber)
    expect(withConflict.newExtractions).toMatchObject([
      { value: 'HO-9999-0001', extractedFrom: { id: other } },
    ])
  }, 180_000)
})
