/**
 * The fifth blind set's sources, as set-sources.ts asks for them (`BLIND_SOURCES`): the
 * declarations families and their scans, each given to build-sets.ts as a family of documents.
 * Everything is drawn here (build-sets.ts only saves what it gets). Every document has a generator
 * of its own, seeded from the set's seed, BLIND_SALT and the document's id: the same seed gives the
 * same set, and adding a document changes no other. The wiring follows the fourth blind set's index
 * (copied: that set is development data now); the layouts, wording, names and scan plan are this
 * set's own. This edition has no ACORD fills (see BLIND.md). See BLIND.md.
 */
import { seededRandom } from '../policy-values'
import { scanCopy, type ScanSource } from '../scan-copy'
import type { GeneratedDocument, SetFamily, SetSources } from '../set-sources'
import type { BlindFamily } from './family'
import { FAMILIES_A } from './families-a'
import { FAMILIES_B } from './families-b'
import type { Rendered } from './kit'
import { blindPolicy } from './policy'
import { blindScanParams, scanAsPdf } from './scans'

/** Mixed into every document's seed; none of the earlier blind sets' salts. */
export const BLIND_SALT = 0x3c71_e5d2
/** Bumped whenever what the blind set draws changes (old manifests are rebuilt). */
export const BLIND_VERSION = 1
export const BLIND_DOCS_PER_FAMILY = 4
/** Documents #1…#n of each declarations family are also scanned. */
export const BLIND_SCANS_PER_FAMILY = 1

export const BLIND_FAMILIES: readonly BlindFamily[] = [...FAMILIES_A, ...FAMILIES_B]

/** A document's own seed: FNV-1a of its id, mixed with the set seed and the salt. */
export function documentSeed(setSeed: number, id: string): number {
  let h = 0x811c9dc5
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  return (h ^ BLIND_SALT ^ Math.imul(setSeed, 0x85ebca6b)) >>> 0
}

/** Document `index` (1-based) of a declarations family. */
export function familyDocument(f: BlindFamily, index: number, setSeed: number): Promise<Rendered> {
  const rnd = seededRandom(documentSeed(setSeed, `${f.id}#${index}`))
  return f.render(blindPolicy(rnd, f.line, f.numberStyle), rnd)
}

const pdf = (d: { bytes: Uint8Array; truth: GeneratedDocument['truth'] }): GeneratedDocument => ({
  bytes: d.bytes,
  truth: d.truth,
  mimeType: 'application/pdf',
})

/** What one scan copies: the scanned family's id and how to make the source document. */
interface ScanOf {
  readonly family: string
  readonly source: (setSeed: number) => Promise<ScanSource>
}

function scanSource(
  name: string,
  d: { bytes: Uint8Array; truth: GeneratedDocument['truth']; pages: number },
): ScanSource {
  return { name, family: name, pdf: d.bytes, pages: d.pages, truth: d.truth, completeTruth: true }
}

function sources(): SetSources {
  const families: SetFamily[] = BLIND_FAMILIES.map((f) => ({
    id: f.id,
    documents: BLIND_DOCS_PER_FAMILY,
    document: async (index, seed) => pdf(await familyDocument(f, index, seed)),
  }))
  const scans: ScanOf[] = []
  for (const f of BLIND_FAMILIES)
    for (let i = 1; i <= BLIND_SCANS_PER_FAMILY; i++)
      scans.push({
        family: f.id,
        source: async (seed) => scanSource(`${f.id}-${i}`, await familyDocument(f, i, seed)),
      })
  // Scans are families of their own ("bq01-scan"), numbered as their sources; k runs over all
  // scans so the degradation plan walks every resolution and kind of damage.
  for (const family of [...new Set(scans.map((s) => s.family))]) {
    const mine = scans.flatMap((s, k) => (s.family === family ? [{ s, k }] : []))
    families.push({
      id: `${family}-scan`,
      group: 'scans',
      documents: mine.length,
      document: async (index, seed) => {
        const { s, k } = mine[index - 1]!
        const src = await s.source(seed)
        const rnd = seededRandom(documentSeed(seed, `scan:${src.name}`))
        const copy = await scanCopy(src, blindScanParams(rnd, k), rnd, scanAsPdf(k, src.pages))
        if (copy === undefined) throw new Error(`scan of ${src.name} has no page`)
        return { bytes: copy.bytes, truth: copy.truth, mimeType: copy.mimeType }
      },
    })
  }
  return { families, acordForms: [], blankForms: [], scanFamilies: [], version: BLIND_VERSION }
}

/** The fifth blind set, as build-sets.ts builds it (see set-sources.ts). */
export const BLIND_SOURCES: SetSources = sources()
