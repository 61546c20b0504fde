/**
 * The objects the GraphQL layer returns are the SDL's own types (generated into
 * ../graphql/schema.generated.ts), so graphql-js's default resolvers read them directly (no
 * per-field resolver cost). This module adds what the SDL does not say.
 */
import type { Document } from '../graphql/schema.generated'

/**
 * A document as the reads return it: the SDL type plus the key of its stored object; its file
 * versions are resolved only when asked for (src/server/versions).
 */
export type DocumentModel = Omit<Document, 'versions'> & { readonly objectKey: string }

/** A page of any list (the SDL's `…Connection` types). */
export type Connection<T> = {
  readonly nodes: readonly T[]
  readonly pageInfo: { readonly hasNextPage: boolean; readonly hasPreviousPage: boolean }
  readonly totalCount: number
}

/** Extraction states that block deletion and set hasExtractionsInProgress. */
export const EXTRACTION_IN_PROGRESS: ReadonlySet<string> = new Set(['queued', 'running'])

/** Case workflow: the statuses a case may move to from each status. */
export const CASE_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  open: ['in_review', 'closed'],
  in_review: ['open', 'approved', 'closed'],
  approved: ['closed'],
  closed: ['open'],
}
