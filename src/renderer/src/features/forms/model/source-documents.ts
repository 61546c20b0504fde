import { getFormField, sourceDocumentId, type FormValues } from '../../../../../shared/review'

/**
 * Every document a form's fields cite (accepted values, new and rejected extractions), in field
 * order, each once.
 */
export function sourceDocumentIds(values: FormValues, prefixes: readonly string[]): string[] {
  const ids = new Set<string>()
  for (const prefix of prefixes) {
    const field = getFormField(values, prefix)
    if (!field) continue
    const accepted = sourceDocumentId(field.extractedFrom)
    if (accepted) ids.add(accepted)
    for (const item of [...field.newExtractions, ...field.rejectedExtractions]) {
      const id = sourceDocumentId(item.extractedFrom)
      if (id) ids.add(id)
    }
  }
  return [...ids]
}

/** A document as the viewer pane needs it. */
export interface SourceDocument {
  readonly id: string
  readonly createdAt: string
}

/** The most recently created of the cited documents that the case still has; null when none. */
export function mostRecentSource<D extends SourceDocument>(
  ids: readonly string[],
  documents: readonly D[],
): D | null {
  let best: D | null = null
  for (const d of documents) {
    if (!ids.includes(d.id)) continue
    if (best === null || Date.parse(d.createdAt) > Date.parse(best.createdAt)) best = d
  }
  return best
}

/** A case document as the form needs it to know whether it fills the form. */
export interface FilingDocument {
  readonly id: string
  readonly associations: readonly { readonly entityId: string; readonly entityType: string }[]
  readonly policyVersionId?: string | null
}

/**
 * The documents whose extractions fill a form (as the server stores them): those filed under the
 * policy, directly or through one of its versions, or linked to the asset.
 */
export function documentsFillingForm<D extends FilingDocument>(
  kind: 'policy' | 'asset',
  entityId: string,
  documents: readonly D[],
  policyVersionIds: readonly string[],
): D[] {
  return documents.filter(
    (d) =>
      d.associations.some((a) => a.entityType === kind && a.entityId === entityId) ||
      (kind === 'policy' &&
        d.policyVersionId != null &&
        policyVersionIds.includes(d.policyVersionId)),
  )
}
