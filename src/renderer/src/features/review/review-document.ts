/** What the review widgets show about a source document: its name and when it was created. */
export interface ReviewDocument {
  readonly id: string
  readonly name: string
  /** ISO text or a Date; absent when unknown. */
  readonly createdAt?: string | Date | null
}

/** Documents by id, as the document manager keeps them (managedDocuments). */
export type ReviewDocuments = Readonly<Record<string, ReviewDocument | undefined>>

/** The name to show for a source document: its name when known, otherwise its id. */
export function documentName(documents: ReviewDocuments, id: string): string {
  return documents[id]?.name ?? id
}
