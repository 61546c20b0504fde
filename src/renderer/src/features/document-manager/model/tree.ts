import { policyFolderLabel, versionDateRange } from './labels'
import type { ManagedDocument, SubSectionTree, TreeAsset, TreeFolder, TreePolicy } from './types'

export const SECTION_IDS = {
  assets: 'section:assets',
  policies: 'section:policies',
  documents: 'section:documents',
} as const

export type TreeInput = {
  readonly loanId: string
  readonly assets: readonly TreeAsset[]
  readonly policies: readonly TreePolicy[]
  readonly documents: readonly ManagedDocument[]
}

/** A policy version as the version filter offers it, with the documents filed under it. */
export type PolicyVersionOption = {
  readonly id: string
  readonly label: string
  readonly managedDocumentIds: readonly string[]
}

export type PolicyFolder = TreeFolder & {
  readonly policyId: string
  readonly versions: readonly PolicyVersionOption[]
  readonly allDocumentIds: readonly string[]
}

/** The link shapes (docs/rules.md#links) of the asset and policy folders. */
export const assetUrl = (loanId: string, assetId: string): string =>
  `/loans/${encodeURIComponent(loanId)}/assets/${encodeURIComponent(assetId)}/edit`
export const policyUrl = (loanId: string, policyId: string): string =>
  `/loans/${encodeURIComponent(loanId)}/policies/${encodeURIComponent(policyId)}/checklist`

export const assetFolderId = (assetId: string): string => `asset:${assetId}`
export const policyFolderId = (policyId: string): string => `policy:${policyId}`

/** Keeps the ids in document-list order, known documents only, no duplicates. */
function inDocumentOrder(ids: ReadonlySet<string>, order: ReadonlyMap<string, number>): string[] {
  return [...ids].filter((id) => order.has(id)).sort((a, b) => order.get(a)! - order.get(b)!)
}

function indexPrevious(previous: SubSectionTree | undefined): Map<string, TreeFolder> {
  const map = new Map<string, TreeFolder>()
  const visit = (nodes: readonly TreeFolder[]): void => {
    for (const n of nodes) {
      map.set(n.id, n)
      visit(n.folders)
    }
  }
  if (previous) visit(previous)
  return map
}

function buildPolicyFolder(
  loanId: string,
  policy: TreePolicy,
  docsByPolicy: ReadonlyMap<string, Set<string>>,
  docsByVersion: ReadonlyMap<string, Set<string>>,
  order: ReadonlyMap<string, number>,
  previous: TreeFolder | undefined,
): PolicyFolder {
  const all = new Set(docsByPolicy.get(policy.id) ?? [])
  for (const d of policy.documents ?? []) all.add(d.id)
  const versions = policy.policyVersions.map((v): PolicyVersionOption => {
    const ids = new Set(v.documents.map((d) => d.id))
    for (const id of docsByVersion.get(v.id) ?? []) ids.add(id)
    for (const id of ids) all.add(id)
    const range = versionDateRange(v)
    return {
      id: v.id,
      label: [v.term, range].filter(Boolean).join(' · ') || v.id,
      managedDocumentIds: inDocumentOrder(ids, order),
    }
  })
  const allDocumentIds = inDocumentOrder(all, order)
  const wanted = previous?.filter?.policyVersion ?? null
  const filterVersion = versions.find((v) => v.id === wanted) ?? null
  const current = policy.policyVersions.find((v) => v.id === policy.policyVersion?.id)
  const dateRange = current ? versionDateRange(current) : null
  return {
    id: policyFolderId(policy.id),
    policyId: policy.id,
    label: policyFolderLabel(policy),
    url: policyUrl(loanId, policy.id),
    managedDocumentIds: filterVersion ? filterVersion.managedDocumentIds : allDocumentIds,
    folders: [],
    // docs/rules.md#tree: asset and policy folders start opened.
    isOpened: previous?.isOpened ?? true,
    isFaded: false,
    meta: { status: policy.status, ...(dateRange ? { dateRange } : {}) },
    filter: { policyVersion: filterVersion?.id ?? null },
    versions,
    allDocumentIds,
  }
}

/**
 * Builds the document tree of docs/rules.md#tree: Assets (a folder per asset), Policies (a folder
 * per policy) and Documents (everything else). Open/closed states and version filters carry over
 * from
 * `previous` so a refetch never collapses what the user opened. Fading is applied separately
 * ({@link applyFading}) because it changes with the highlighted document, not with the data.
 */
export function buildSubSectionTree(input: TreeInput, previous?: SubSectionTree): SubSectionTree {
  const order = new Map(input.documents.map((d, i) => [d.id, i]))
  const prev = indexPrevious(previous)
  const docsByAsset = new Map<string, Set<string>>()
  const docsByPolicy = new Map<string, Set<string>>()
  const docsByVersion = new Map<string, Set<string>>()
  const add = (map: Map<string, Set<string>>, key: string, id: string): void => {
    let set = map.get(key)
    if (!set) map.set(key, (set = new Set()))
    set.add(id)
  }
  for (const a of input.assets) for (const d of a.documents) add(docsByAsset, a.id, d.id)
  for (const d of input.documents) {
    for (const assoc of d.associations) {
      if (assoc.entityType === 'asset') add(docsByAsset, assoc.entityId, d.id)
      if (assoc.entityType === 'policy') add(docsByPolicy, assoc.entityId, d.id)
    }
    if (d.policyVersionId) add(docsByVersion, d.policyVersionId, d.id)
  }

  const assetFolders = input.assets.map((asset): TreeFolder => {
    const id = assetFolderId(asset.id)
    return {
      id,
      label: asset.displayName,
      url: assetUrl(input.loanId, asset.id),
      managedDocumentIds: inDocumentOrder(docsByAsset.get(asset.id) ?? new Set(), order),
      folders: [],
      isOpened: prev.get(id)?.isOpened ?? true,
      isFaded: false,
    }
  })
  const policyFolders = input.policies.map((p) =>
    buildPolicyFolder(
      input.loanId,
      p,
      docsByPolicy,
      docsByVersion,
      order,
      prev.get(policyFolderId(p.id)),
    ),
  )

  const filed = new Set<string>()
  for (const f of assetFolders) for (const id of f.managedDocumentIds) filed.add(id)
  for (const f of policyFolders) for (const id of f.allDocumentIds) filed.add(id)
  const rest = input.documents.filter((d) => !filed.has(d.id)).map((d) => d.id)

  const section = (
    id: string,
    label: string,
    folders: TreeFolder[],
    ids: string[],
  ): TreeFolder => ({
    id,
    label,
    managedDocumentIds: ids,
    folders,
    isOpened: prev.get(id)?.isOpened ?? true,
    isFaded: false,
  })
  return [
    section(SECTION_IDS.assets, 'Assets', assetFolders, []),
    section(SECTION_IDS.policies, 'Policies', policyFolders, []),
    section(SECTION_IDS.documents, 'Documents', [], rest),
  ]
}
