import type {
  ManagedDocument,
  TreeAsset,
  TreePolicy,
} from '../../src/renderer/src/features/document-manager/model/types'

export type BenchCase = {
  readonly assets: TreeAsset[]
  readonly policies: TreePolicy[]
  readonly documents: ManagedDocument[]
}

/**
 * A synthetic case for bench/ui.ts: `documentCount` documents spread over `assets` assets and
 * `policies` policies (two versions each), a fifth of them unfiled.
 */
export function generateBenchCase(
  documentCount: number,
  assetCount: number,
  policyCount: number,
): BenchCase {
  const documents: ManagedDocument[] = []
  const assetDocs: string[][] = Array.from({ length: assetCount }, () => [])
  const versionDocs: string[][] = Array.from({ length: policyCount * 2 }, () => [])
  for (let i = 0; i < documentCount; i += 1) {
    const id = `doc-${i}`
    const bucket = i % 5
    let associations: ManagedDocument['associations'] = []
    if (bucket < 2 && assetCount > 0) {
      const a = i % assetCount
      assetDocs[a]!.push(id)
      associations = [{ entityId: `asset-${a}`, entityType: 'asset' }]
    } else if (bucket < 4 && policyCount > 0) {
      const v = i % (policyCount * 2)
      versionDocs[v]!.push(id)
      associations = [{ entityId: `policy-${v >> 1}`, entityType: 'policy' }]
    }
    documents.push({
      id,
      name: `Document ${i} - ${['Declarations', 'Invoice', 'Appraisal', 'Deed', 'Letter'][bucket]}.pdf`,
      fileType: 'application/pdf',
      fileExt: 'pdf',
      size: 10_000 + i,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      associations,
    })
  }
  const assets = assetDocs.map((ids, a) => ({
    id: `asset-${a}`,
    displayName: `${100 + a} Main Street, Springfield`,
    documents: ids.map((id) => ({ id })),
  }))
  const policies = Array.from({ length: policyCount }, (_, p): TreePolicy => ({
    id: `policy-${p}`,
    status: 'active',
    policyNumber: `HO-${10_000 + p}`,
    productType: { name: p % 2 ? 'Flood' : 'Homeowners' },
    policyVersions: [0, 1].map((k) => ({
      id: `policy-${p}-v${k}`,
      term: `${2025 + k}`,
      policyBeginDate: `${2025 + k}-01-01`,
      policyEndDate: `${2025 + k}-12-31`,
      documents: versionDocs[p * 2 + k]!.map((id) => ({ id })),
    })),
    policyVersion: { id: `policy-${p}-v1` },
  }))
  return { assets, policies, documents }
}
