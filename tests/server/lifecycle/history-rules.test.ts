/** The trail's pure rules: which fields a form save changed, which entries a document update makes. */
import { describe, expect, it } from 'vitest'
import {
  documentChangeEntries,
  type DocumentSnapshot,
} from '../../../src/server/lifecycle/history/document-changes'
import {
  formChanges,
  formFieldsByPrefix,
  formSavedEntry,
} from '../../../src/server/lifecycle/history/form-changes'

const field = (value: unknown, extractedFrom: unknown = null) => ({
  value,
  extractedFrom,
  bbox: null,
  type: 'Text',
  newExtractions: [],
  rejectedExtractions: [],
  newlyReviewedDocuments: [],
})

describe('formChanges', () => {
  it('finds fields by prefix, property fields under groupedValues[0]', () => {
    const fields = formFieldsByPrefix({
      policy: { premium: field(1) },
      property: { address: { groupedValues: [field('1 Main St')] } },
    })
    expect([...fields.keys()]).toEqual(['policy.premium', 'property.address'])
  })

  it('lists a field whose value or source changed, with before and after', () => {
    const before = { policy: { premium: field(1200), carrier: field('Acme', 'doc-1') } }
    const after = {
      policy: {
        premium: field(1300),
        carrier: field('Acme', { id: 'doc-2' }),
        producer: field('X'),
      },
    }
    expect(formChanges(before, after)).toEqual([
      { field: 'policy.carrier', before: 'Acme', after: 'Acme' },
      { field: 'policy.premium', before: 1200, after: 1300 },
      { field: 'policy.producer', before: null, after: 'X' },
    ])
  })

  it('does not list a review that changed no value (reject all), nor the same source spelled twice', () => {
    const before = {
      policy: { premium: { ...field(5, 'doc-1'), newExtractions: [{ value: 6 }] } },
    }
    const after = {
      policy: { premium: { ...field(5, { id: 'doc-1' }), rejectedExtractions: [{ value: 6 }] } },
    }
    expect(formChanges(before, after)).toEqual([])
  })

  it('names the fields in the summary, at most four', () => {
    const changes = ['a', 'b', 'c', 'd', 'e', 'policy.premium'].map((f) => ({
      field: f,
      before: 1,
      after: 2,
    }))
    const entry = formSavedEntry('c', 'policy', 'p', 'Policy checklist · HO #1', changes, 'u')
    expect(entry?.summary).toBe('Policy checklist · HO #1 saved: a, b, c, d and 2 more changed')
    expect(formSavedEntry('c', 'policy', 'p', 'x', [], 'u')).toBeNull()
    expect(formSavedEntry('c', 'policy', 'p', 'x', [changes[5]!], 'u')?.summary).toBe(
      'x saved: Premium changed',
    )
  })
})

describe('documentChangeEntries', () => {
  const doc: DocumentSnapshot = {
    id: 'd',
    caseId: 'c',
    name: 'a.pdf',
    categoryId: null,
    categoryName: null,
    policyVersionId: null,
    associations: [{ entityId: 'p1', entityType: 'policy' }],
  }
  const labels = new Map([
    ['p1', 'Homeowners #1'],
    ['a1', '12 Main St'],
    ['v1', '2024-2025'],
  ])

  it('makes nothing when nothing changed, links compared as a set', () => {
    const same = { ...doc, associations: [...doc.associations] }
    expect(documentChangeEntries(doc, same, 'u', labels)).toEqual([])
  })

  it('makes one entry per kind of change', () => {
    const after: DocumentSnapshot = {
      ...doc,
      name: 'b.pdf',
      categoryId: 'cat',
      categoryName: 'Declarations',
      policyVersionId: 'v1',
      associations: [
        { entityId: 'a1', entityType: 'asset' },
        { entityId: 'p1', entityType: 'policy' },
      ],
    }
    const entries = documentChangeEntries(doc, after, 'u', labels)
    expect(entries.map((e) => [e.action, e.summary])).toEqual([
      ['rename', 'Renamed “a.pdf” to “b.pdf”'],
      ['category', 'Category changed from none to “Declarations”'],
      [
        'link',
        'Linked to 12 Main St, Homeowners #1 (filed under policy version 2024-2025); was Homeowners #1',
      ],
    ])
    expect(entries.every((e) => e.documentId === 'd' && e.documentName === 'b.pdf')).toBe(true)
  })
})
