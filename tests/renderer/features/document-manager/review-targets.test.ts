/** Where a document's finished extraction is reviewed: the policy checklists and asset forms it fills. */
import { describe, expect, it } from 'vitest'
import {
  REVIEW_DOCUMENT_PARAM,
  reviewTargets,
} from '../../../../src/renderer/src/features/document-manager/model/review-targets'
import type { ManagedDocument } from '../../../../src/renderer/src/features/document-manager/model/types'

const policies = [
  {
    id: 'p1',
    productType: { name: 'Homeowners' },
    policyNumber: 'HO-1',
    policyVersions: [{ id: 'v1' }, { id: 'v2' }],
  },
  { id: 'p2', productType: { name: 'Flood' }, policyNumber: null, policyVersions: [] },
] as const
const assets = [{ id: 'a1', displayName: '12 Main St' }]

const doc = (over: Partial<ManagedDocument>): ManagedDocument => ({
  id: 'd 1',
  name: 'dec.pdf',
  fileType: 'application/pdf',
  fileExt: 'pdf',
  createdAt: '2026-01-01T00:00:00.000Z',
  associations: [],
  extractionStatus: 'done',
  ...over,
})

describe('reviewTargets', () => {
  it('lists the policies and assets the document is filed under, with the document to show', () => {
    const targets = reviewTargets(
      doc({
        associations: [
          { entityType: 'asset', entityId: 'a1' },
          { entityType: 'policy', entityId: 'p2' },
          { entityType: 'loan', entityId: 'l1' },
        ],
      }),
      policies,
      assets,
      'loan 7',
    )
    expect(targets.map((t) => [t.kind, t.label, t.url])).toEqual([
      [
        'policy',
        'Policy checklist · Flood',
        `/loans/loan%207/policies/p2/checklist?${REVIEW_DOCUMENT_PARAM}=d%201`,
      ],
      [
        'asset',
        'Asset · 12 Main St',
        `/loans/loan%207/assets/a1/edit?${REVIEW_DOCUMENT_PARAM}=d%201`,
      ],
    ])
  })

  it('finds the policy of a document filed under one of its versions, once', () => {
    const targets = reviewTargets(
      doc({ policyVersionId: 'v2', associations: [{ entityType: 'policy', entityId: 'p1' }] }),
      policies,
      assets,
      'l',
    )
    expect(targets.map((t) => t.label)).toEqual(['Policy checklist · Homeowners #HO-1'])
  })

  it('offers nothing until the extraction is done, and nothing for an unfiled document', () => {
    const filed = { associations: [{ entityType: 'policy' as const, entityId: 'p1' }] }
    expect(
      reviewTargets(doc({ ...filed, extractionStatus: 'running' }), policies, assets, 'l'),
    ).toEqual([])
    expect(
      reviewTargets(doc({ ...filed, extractionStatus: 'failed' }), policies, assets, 'l'),
    ).toEqual([])
    expect(reviewTargets(doc({ ...filed, extractionStatus: null }), policies, assets, 'l')).toEqual(
      [],
    )
    expect(reviewTargets(doc({}), policies, assets, 'l')).toEqual([])
  })
})
