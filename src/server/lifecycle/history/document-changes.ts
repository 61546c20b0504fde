/**
 * History entries of a document update (rename, category, links), as pure functions of the
 * document before and after: one entry per kind of change, none when nothing changed.
 */
import type { HistoryEntryInput } from './record-history'

export type LinkRef = { readonly entityId: string; readonly entityType: string }

/** What the trail compares of a document. */
export type DocumentSnapshot = {
  readonly id: string
  readonly caseId: string
  readonly name: string
  readonly categoryId: string | null
  readonly categoryName: string | null
  readonly policyVersionId: string | null
  readonly associations: readonly LinkRef[]
}

/** Human labels of linked entities (asset names, "Homeowners #123"), by id. */
export type EntityLabels = ReadonlyMap<string, string>

const linkKey = (l: LinkRef) => `${l.entityType}:${l.entityId}`

function sameLinks(a: readonly LinkRef[], b: readonly LinkRef[]): boolean {
  const x = new Set(a.map(linkKey))
  return x.size === new Set(b.map(linkKey)).size && b.every((l) => x.has(linkKey(l)))
}

/** "Property 12 Main St, Homeowners #123", or "nothing". */
export function describeLinks(links: readonly LinkRef[], labels: EntityLabels): string {
  if (links.length === 0) return 'nothing'
  return links
    .map((l) => (l.entityType === 'loan' ? 'the loan' : (labels.get(l.entityId) ?? l.entityId)))
    .join(', ')
}

const quoted = (s: string | null) => (s === null ? 'none' : `“${s}”`)

/** The entries of one document's update; empty when nothing the trail follows changed. */
export function documentChangeEntries(
  before: DocumentSnapshot,
  after: DocumentSnapshot,
  userId: string | null,
  labels: EntityLabels,
): HistoryEntryInput[] {
  const base = {
    caseId: after.caseId,
    userId,
    documentId: after.id,
    documentName: after.name,
  }
  const out: HistoryEntryInput[] = []
  if (before.name !== after.name) {
    out.push({
      ...base,
      action: 'rename',
      summary: `Renamed ${quoted(before.name)} to ${quoted(after.name)}`,
      before: { name: before.name },
      after: { name: after.name },
    })
  }
  if (before.categoryId !== after.categoryId) {
    out.push({
      ...base,
      action: 'category',
      summary: `Category changed from ${quoted(before.categoryName)} to ${quoted(after.categoryName)}`,
      before: { categoryId: before.categoryId, category: before.categoryName },
      after: { categoryId: after.categoryId, category: after.categoryName },
    })
  }
  const versionChanged = before.policyVersionId !== after.policyVersionId
  if (!sameLinks(before.associations, after.associations) || versionChanged) {
    const filed =
      versionChanged && after.policyVersionId !== null
        ? ` (filed under policy version ${labels.get(after.policyVersionId) ?? after.policyVersionId})`
        : ''
    out.push({
      ...base,
      action: 'link',
      summary: `Linked to ${describeLinks(after.associations, labels)}${filed}; was ${describeLinks(before.associations, labels)}`,
      before: { associations: before.associations, policyVersionId: before.policyVersionId },
      after: { associations: after.associations, policyVersionId: after.policyVersionId },
    })
  }
  return out
}
