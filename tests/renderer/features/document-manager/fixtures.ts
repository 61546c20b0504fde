import type {
  ManagedDocument,
  TreeAsset,
  TreePolicy,
} from '../../../../src/renderer/src/features/document-manager/model/types'

/** A document with sensible defaults for model tests. */
export function doc(id: string, extra: Partial<ManagedDocument> = {}): ManagedDocument {
  return {
    id,
    name: `${id}.pdf`,
    fileType: 'application/pdf',
    fileExt: 'pdf',
    createdAt: '2026-01-01T00:00:00.000Z',
    associations: [],
    ...extra,
  }
}

export const asset = (id: string, docIds: string[] = []): TreeAsset => ({
  id,
  displayName: `Asset ${id}`,
  documents: docIds.map((d) => ({ id: d })),
})

export const policy = (id: string, extra: Partial<TreePolicy> = {}): TreePolicy => ({
  id,
  status: 'active',
  policyNumber: `PN-${id}`,
  productType: { name: 'Homeowners' },
  policyVersions: [],
  ...extra,
})
