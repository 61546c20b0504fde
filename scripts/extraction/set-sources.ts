/**
 * What a labelled set is built from, as build-sets.ts takes it: generated document families, real
 * blank ACORD forms with a filling, blank forms as they are, and how scans are degraded. The
 * development set's sources live in gen/; the blind set's in scripts/extraction/blind-v16/ (the sixteenth
 * edition), written by someone who never reads the engine, which exports `BLIND_SOURCES: SetSources`
 * from its index.ts.
 * This file is the whole contract between the two: keep it stable.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { DocumentGroup, TruthField } from './dev-set-types'
import type { AcordForm } from './gen/acord-forms'
import type { ScanParams } from './gen/scan'

/** One generated document: a PDF (or an image) and the truth of every field it prints. */
export interface GeneratedDocument {
  readonly bytes: Uint8Array
  readonly truth: readonly TruthField[]
  /** Default application/pdf. */
  readonly mimeType?: string
  /** False when the truth lists only some of the fields the document prints. Default true. */
  readonly completeTruth?: boolean
}

/** A layout family: documents of one layout and wording that differ in their values. */
export interface SetFamily {
  /** Unique in its set ("d07", "x03"): the accuracy report's family name. */
  readonly id: string
  /** Which goal it counts towards. Default 'declarations'. */
  readonly group?: DocumentGroup
  /** Documents to build. Default 3. */
  readonly documents?: number
  /** Document `index` (1-based) for the set's seed; the same inputs give the same document. */
  document(index: number, setSeed: number): Promise<GeneratedDocument>
}

/** Everything a set is built from. */
export interface SetSources {
  readonly families: readonly SetFamily[]
  /** Real blank ACORD forms (file names in the corpus's insurance/blank-forms) and their filling. */
  readonly acordForms: readonly AcordForm[]
  /** Corpus blank forms scored as they are: every value found on them is a false positive. */
  readonly blankForms: readonly string[]
  /** How the set's scans are degraded; default gen/scan.ts's randomScanParams. */
  readonly scanParams?: (rnd: () => number) => ScanParams
  /** Which documents are also scanned (by family id); default the first of every family and form. */
  readonly scanFamilies?: readonly string[]
  /** The sources' own version, bumped when what they draw changes (old manifests are rebuilt). */
  readonly version?: number
}

export const EMPTY_SOURCES: SetSources = { families: [], acordForms: [], blankForms: [] }

/** Where the blind set's sources live: the sixteenth edition (the earlier fifteen are development data). */
export const BLIND_INDEX = resolve(import.meta.dirname, 'blind-v16/index.ts')

/** The blind set's sources, or none while scripts/extraction/blind-v16/ does not exist. */
export async function blindSources(): Promise<SetSources> {
  if (!existsSync(BLIND_INDEX)) return EMPTY_SOURCES
  const mod = (await import(BLIND_INDEX)) as { BLIND_SOURCES?: SetSources }
  if (mod.BLIND_SOURCES === undefined)
    throw new Error(`${BLIND_INDEX} must export BLIND_SOURCES (see set-sources.ts)`)
  return mod.BLIND_SOURCES
}
