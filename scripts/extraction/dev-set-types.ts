/**
 * A labelled set's manifest: every generated document with its group, layout family and the true
 * value (and, where known, the true box) of each field it holds.
 */
import type { ExtractionFieldId } from '../../src/shared/extraction/field-schema'
import type { BoundingBox } from '../../src/shared/extraction/types'

/** The groups the accuracy goals are set for. */
export type DocumentGroup = 'acord' | 'declarations' | 'scans'

export const DOCUMENT_GROUPS: readonly DocumentGroup[] = ['acord', 'declarations', 'scans']

/** The true value of one field in one document. */
export interface TruthField {
  readonly field: ExtractionFieldId
  readonly normalized: string
  /** Absent when the source of truth gives no position (the corpus ground-truth JSON). */
  readonly bbox?: BoundingBox
}

/** One document of a set. */
export interface SetDocument {
  readonly id: string
  /** Path relative to the set's folder. */
  readonly file: string
  readonly group: DocumentGroup
  /** The layout family ("d07", "acord27-opal", "legacy-l2"); scans name their source's. */
  readonly family: string
  readonly mimeType: string
  /** How it was made, for the report ("acord27-opal flattened", "scan of d03 #1: 150 dpi, …"). */
  readonly origin: string
  readonly truth: readonly TruthField[]
  /**
   * False when the truth lists only some fields (the corpus ground truth): values for other fields
   * are then neither right nor wrong and are not scored.
   */
  readonly completeTruth: boolean
}

export interface SetManifest {
  readonly set: 'dev' | 'blind'
  readonly seed: number
  /** The generator's version: a manifest of another version is rebuilt. */
  readonly generator: number
  /** What it was built from (sourcesKey): a manifest of other sources is rebuilt. */
  readonly sources?: string
  readonly documents: readonly SetDocument[]
}
