/**
 * Why the Compare and Version history buttons are disabled right now (null: they are enabled),
 * as pure functions of the open document and the case (docs/rules.md#comparison).
 */

/** What the buttons need to know of the open document. */
export type ModeDocument = {
  readonly canCreateNewComparison?: boolean | null
  readonly keyVersions?: readonly string[] | null
  readonly extractionStatus?: string | null
}

/** Why the open document cannot be compared with a policy, or null when it can. */
export function compareUnavailable(doc: ModeDocument | null, policyCount: number): string | null {
  if (doc === null) return 'Open a document to compare it with its policy'
  if (doc.canCreateNewComparison === true) return null
  if ((doc.keyVersions?.length ?? 0) > 0)
    return 'This document is already the key document of a policy version'
  if (policyCount === 0) return 'The case has no policy to compare with'
  if (doc.extractionStatus !== 'done') return 'Compare a document once its extraction has finished'
  return 'The extraction found no values in this document'
}

/** Why there is no version history to show, or null when there is one. */
export function versionHistoryUnavailable(
  doc: ModeDocument | null,
  policyCount: number,
): string | null {
  return doc === null && policyCount === 0
    ? 'Open a document, or add a policy to the case, to see its versions'
    : null
}
