/**
 * The merged file from the originals' bytes (docs/rules.md#merge): each source opened (refused,
 * naming it, when encrypted, damaged or of another type), the page plan checked against their
 * page counts, and the PDF built. Plain data in and out, so it runs in the PDF worker thread
 * (search/file-reader.ts): pdf-lib parses and writes synchronously.
 */
import { planPages, type MergePage, type MergePageInput } from '../../../shared/merge'
import { UserError } from '../../domain/errors'
import { buildMergedPdf, openSource, type MergeSource, type OpenedSource } from './merge-pdf'

/** The merged PDF, the plan it follows, and how many pages its sources had. */
export type MergeBuilt = {
  readonly bytes: Uint8Array
  readonly plan: readonly MergePage[]
  readonly sourcePages: number
}

/** Builds the merge of `sources` (in the order of the selection); throws UserError to refuse. */
export async function buildMerge(
  sources: readonly MergeSource[],
  pages: readonly MergePageInput[] | null | undefined,
): Promise<MergeBuilt> {
  const opened = new Map<string, OpenedSource>()
  for (const s of sources) opened.set(s.id, await openSource(s))
  const plan = planPages(
    sources.map((s) => s.id),
    new Map([...opened].map(([id, s]) => [id, s.pages])),
    pages,
  )
  if ('problem' in plan) throw new UserError(plan.problem)
  const sourcePages = [...opened.values()].reduce((n, s) => n + s.pages, 0)
  const bytes = await buildMergedPdf(
    opened,
    new Map(sources.map((s) => [s.id, s.name])),
    plan.pages,
  )
  return { bytes, plan: plan.pages, sourcePages }
}
