/** What goes into an approval package: cover fields with who accepted them, documents in order. */
import { describe, expect, it } from 'vitest'
import {
  acceptancesFromFormSaves,
  planApprovalPackage,
} from '../../../../src/renderer/src/features/document-manager/model/approval-package'
import type { ManagedDocument } from '../../../../src/renderer/src/features/document-manager/model/types'

const doc = (id: string, name: string, fileType = 'application/pdf'): ManagedDocument =>
  ({
    id,
    name,
    fileType,
    fileExt: 'pdf',
    signed: `http://127.0.0.1:1/o/${id}`,
    associations: [],
  }) as unknown as ManagedDocument

const policy = {
  id: 'p1',
  policyNumber: 'HO3-1',
  productType: { id: 't', name: 'Homeowners HO-3' },
  policyVersions: [
    {
      id: 'v2',
      term: '12 months',
      createdAt: '2026-03-01T00:00:00Z',
      policyBeginDate: '2026-03-01',
      policyEndDate: '2027-03-01',
      keyDocumentId: 'key',
      documents: [
        { id: 'binder', updatedAt: '' },
        { id: 'key', updatedAt: '' },
        { id: 'deleted', updatedAt: '' },
      ],
    },
  ],
}

const fields = [
  { prefix: 'policy.carrier', label: 'Carrier', type: 'Text' },
  { prefix: 'policy.premium', label: 'Premium', type: 'Currency' },
  { prefix: 'policy.effectiveDate', label: 'Effective date', type: 'Date' },
  { prefix: 'policy.producer', label: 'Producer', type: 'Text' },
]

const field = (value: unknown, extractedFrom: unknown = null) => ({
  value,
  extractedFrom,
  bbox: null,
  newExtractions: [],
  rejectedExtractions: [],
})

describe('planApprovalPackage', () => {
  const plan = planApprovalPackage({
    caseLabel: 'LN-1 Alvarez',
    policy,
    policyVersionId: 'v2',
    values: {
      policy: {
        carrier: field('Coastal Mutual', { id: 'key' }),
        premium: field(3184),
        effectiveDate: field('2026-03-01'),
        producer: field(null),
      },
    },
    fields,
    acceptances: [
      {
        field: 'policy.carrier',
        at: '2026-03-02T10:00:00Z',
        userName: 'Old Reviewer',
        after: 'Other Co',
      },
      {
        field: 'policy.carrier',
        at: '2026-03-05T15:30:00Z',
        userName: 'Ada Lovelace',
        after: 'Coastal Mutual',
      },
      {
        field: 'policy.carrier',
        at: '2026-03-01T09:00:00Z',
        userName: 'First Reviewer',
        after: 'Coastal Mutual',
      },
    ],
    documents: { key: doc('key', 'Declarations.pdf'), binder: doc('binder', 'Binder.pdf') },
    preparedBy: 'Local User',
  })

  it('puts each field with a value on the cover, formatted, with who accepted it last', () => {
    expect(plan.cover.fields.map((f) => [f.label, f.value, f.acceptedBy, f.source])).toEqual([
      ['Carrier', 'Coastal Mutual', 'Ada Lovelace', 'Declarations.pdf'],
      ['Premium', '$3,184.00', null, null],
      ['Effective date', '03/01/2026', null, null],
    ])
    expect(plan.cover.fields[0]!.acceptedAt).toMatch(/^03\/05\/2026 /)
  })

  it('lists the key document first, then the filed ones, and names what is missing', () => {
    expect(plan.documents.map((d) => [d.name, d.role])).toEqual([
      ['Declarations.pdf', 'key'],
      ['Binder.pdf', 'filed'],
    ])
    expect(plan.missing).toEqual(['deleted'])
  })

  it('labels the policy and version as the tree does, and names the file from them', () => {
    expect(plan.cover.policyLabel).toBe('Homeowners HO-3 #HO3-1')
    expect(plan.cover.versionLabel).toBe('Mar 2026 - Mar 2027')
    expect(plan.fileName).toBe('approval-package-Homeowners-HO-3-HO3-1-Mar-2026-Mar-2027.pdf')
  })

  it('refuses a version that no longer exists', () => {
    expect(() =>
      planApprovalPackage({
        caseLabel: '',
        policy,
        policyVersionId: 'gone',
        values: {},
        fields,
        acceptances: [],
        documents: {},
        preparedBy: '',
      }),
    ).toThrow('This policy version no longer exists.')
  })
})

describe('acceptancesFromFormSaves', () => {
  // The policy's form saves as caseHistory returns them, newest first.
  const saves = [
    {
      at: '2026-03-05T15:30:00Z',
      user: { fullName: 'Ada Lovelace' },
      after: { 'policy.carrier': 'Coastal Mutual', 'policy.premium': 3184 },
    },
    { at: '2026-03-04T08:00:00Z', user: null, after: { 'policy.effectiveDate': '2026-03-01' } },
    {
      at: '2026-03-02T10:00:00Z',
      user: { fullName: 'Old Reviewer' },
      after: { 'policy.carrier': 'Other Co' },
    },
    { at: '2026-03-01T10:00:00Z', user: { fullName: 'Bob' }, after: null },
  ]

  it('gives one acceptance per changed field of each save, with the saver', () => {
    expect(acceptancesFromFormSaves(saves)).toEqual([
      {
        field: 'policy.carrier',
        at: '2026-03-05T15:30:00Z',
        userName: 'Ada Lovelace',
        after: 'Coastal Mutual',
      },
      {
        field: 'policy.premium',
        at: '2026-03-05T15:30:00Z',
        userName: 'Ada Lovelace',
        after: 3184,
      },
      {
        field: 'policy.effectiveDate',
        at: '2026-03-04T08:00:00Z',
        userName: null,
        after: '2026-03-01',
      },
      {
        field: 'policy.carrier',
        at: '2026-03-02T10:00:00Z',
        userName: 'Old Reviewer',
        after: 'Other Co',
      },
    ])
  })

  it('fills the cover: who set the current value, and "not recorded" (null) for the system', () => {
    const plan = planApprovalPackage({
      caseLabel: 'LN-1',
      policy,
      policyVersionId: 'v2',
      values: {
        policy: {
          carrier: field('Coastal Mutual', { id: 'key' }),
          premium: field(3184),
          effectiveDate: field('2026-03-01'),
          // Changed since (by a save the history no longer holds): nobody is named for it.
          producer: field('Gulf Coast Agency'),
        },
      },
      fields,
      acceptances: acceptancesFromFormSaves(saves),
      documents: { key: doc('key', 'Declarations.pdf') },
      preparedBy: 'Local User',
    })
    expect(plan.cover.fields.map((f) => [f.label, f.acceptedBy])).toEqual([
      ['Carrier', 'Ada Lovelace'],
      ['Premium', 'Ada Lovelace'],
      ['Effective date', null],
      ['Producer', null],
    ])
    expect(plan.cover.fields[1]!.acceptedAt).toMatch(/^03\/05\/2026 /)
  })
})
