/**
 * The sixteenth blind set's sources, as set-sources.ts asks for them (`BLIND_SOURCES`): the
 * declarations families, the ACORD fills (each fill saved flattened and fillable) and the scans,
 * each given to build-sets.ts as a family of documents. Everything is drawn here (build-sets.ts
 * only saves what it gets). Every document has a generator of its own, seeded from the set's seed,
 * BLIND_SALT and the document's id: the same seed gives the same set, and adding a document
 * changes no other. The wiring is the fifteenth blind set's index (copied, not imported: that set
 * becomes development data once it is measured); the layouts, wording, names, fills, negatives
 * and scan plan are this set's own. See BLIND.md.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { corpusInsuranceDir } from '../corpus-dir'
import { popplerWords } from '../poppler-truth'
import { seededRandom } from '../policy-values'
import type { ScanSource } from '../scan-copy'
import type { GeneratedDocument, SetFamily, SetSources } from '../set-sources'
import { BLIND_ACORD_FORMS, type BlindAcordForm } from './acord'
import { fillForm, openForm, type FilledForm } from './acord-fill'
import { captionFreeTruth } from './acord-truth'
import type { BlindFamily } from './family'
import { FAMILIES_A } from './families-a'
import { FAMILIES_B } from './families-b'
import { FAMILIES_C } from './families-c'
import { FAMILIES_D } from './families-d'
import type { Rendered } from './kit'
import { blindPolicy, type BlindPolicy } from './policy'
import { blindScanCopy, blindScanParams, scanAsPdf } from './scans'

export { BLIND_ACORD_FORMS }

/** Mixed into every document's seed; none of the earlier blind sets' salts. */
export const BLIND_SALT = 0x283f_4bb1
/** Bumped whenever what the blind set draws changes (old manifests are rebuilt). */
export const BLIND_VERSION = 1
export const BLIND_DOCS_PER_FAMILY = 4
/** Documents #1…#n of each declarations family are also scanned. */
export const BLIND_SCANS_PER_FAMILY = 1
/** Fills of each ACORD form, each saved flattened and fillable. */
export const BLIND_FILLS_PER_FORM = 3
/** Flattened fills #1…#n of the scanned ACORD forms are also scanned. */
export const BLIND_ACORD_SCANS_PER_FORM = 2
/** The ACORD forms whose fills are scanned (all of them, as the set has about twelve scans). */
export const BLIND_SCANNED_FORMS: readonly string[] = BLIND_ACORD_FORMS.map((f) => f.id)

export const BLIND_FAMILIES: readonly BlindFamily[] = [
  ...FAMILIES_A,
  ...FAMILIES_B,
  ...FAMILIES_C,
  ...FAMILIES_D,
]

/** A document's own seed: FNV-1a of its id, mixed with the set seed and the salt. */
export function documentSeed(setSeed: number, id: string): number {
  let h = 0x811c9dc5
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  return (h ^ BLIND_SALT ^ Math.imul(setSeed, 0x85ebca6b)) >>> 0
}

/**
 * Whether document `index` of the k-th family (both 1-based) is a true negative, without
 * mortgagee or loan number: one document in each family, at a place fixed by the family, whatever
 * the seed (documents 3, 4, 1, 2, 3, 4, 1, 2 of tq01…tq08), so the share does not hang on a draw
 * over so few documents: 8 of 32 in all.
 */
export const withoutMortgagee = (k: number, index: number): boolean =>
  index === ((k * 5 + 1) % 4) + 1

/** Document `index` (1-based) of a declarations family. */
export function familyDocument(f: BlindFamily, index: number, setSeed: number): Promise<Rendered> {
  const rnd = seededRandom(documentSeed(setSeed, `${f.id}#${index}`))
  const k = BLIND_FAMILIES.indexOf(f) + 1
  const p = blindPolicy(rnd, f.line, f.numberStyle)
  return f.render({ ...p, hasMortgagee: !withoutMortgagee(k, index) }, rnd)
}

/** The page range a bundle's section keeps, for fillForm. */
const keepOf = (form: BlindAcordForm): { keep?: readonly [number, number] } =>
  form.keep === undefined ? {} : { keep: form.keep }

const opened = new Map<string, Promise<Uint8Array>>()
function formBytes(dir: string, form: BlindAcordForm): Promise<Uint8Array> {
  const known = opened.get(form.file)
  if (known !== undefined) return known
  const bytes = openForm(join(dir, form.file), form.decrypt)
  opened.set(form.file, bytes)
  return bytes
}

/** The policy that fill `fill` (1-based) of a form is made from (fill 3 of each has no lender). */
export function acordPolicy(form: BlindAcordForm, fill: number, setSeed: number): BlindPolicy {
  const rnd = seededRandom(documentSeed(setSeed, `${form.id}#${fill}`))
  return { ...blindPolicy(rnd, form.line, form.numberStyle), hasMortgagee: fill !== 3 }
}

const captions = new Map<string, Promise<Awaited<ReturnType<typeof popplerWords>>>>()
/** The words a form prints when empty: its captions. */
function captionWords(dir: string, form: BlindAcordForm): ReturnType<typeof popplerWords> {
  const known = captions.get(form.id)
  if (known !== undefined) return known
  const words = formBytes(dir, form)
    .then((bytes) => fillForm(bytes, [], { flatten: true, ...keepOf(form) }))
    .then((blank) => popplerWords(blank.bytes))
  captions.set(form.id, words)
  return words
}

/** Document `index` of an ACORD form: odd indexes flattened, even ones the same fill fillable. */
export async function acordDocument(
  dir: string,
  form: BlindAcordForm,
  index: number,
  setSeed: number,
): Promise<FilledForm> {
  const entries = form.filling(acordPolicy(form, Math.ceil(index / 2), setSeed))
  const bytes = await formBytes(dir, form)
  const fillable = await fillForm(bytes, entries, { flatten: false, ...keepOf(form) })
  if (index % 2 === 0) return fillable
  const flat = await fillForm(bytes, entries, { flatten: true, ...keepOf(form) })
  const truth = await captionFreeTruth(
    flat.bytes,
    await captionWords(dir, form),
    fillable.truth,
    entries,
  )
  return { ...flat, truth }
}

/** The corpus folder of blank ACORD forms, or undefined when the corpus is not here. */
export function blankFormsDir(): string | undefined {
  const insurance = corpusInsuranceDir()
  const dir = insurance === undefined ? undefined : join(insurance, 'blank-forms')
  return dir !== undefined && existsSync(dir) ? dir : undefined
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
  const dir = blankFormsDir()
  if (dir === undefined)
    console.warn('blind set: the corpus blank forms are not here; its ACORD documents are left out')
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
  if (dir !== undefined)
    for (const form of BLIND_ACORD_FORMS) {
      families.push({
        id: form.id,
        group: 'acord',
        documents: 2 * BLIND_FILLS_PER_FORM,
        document: async (index, seed) => pdf(await acordDocument(dir, form, index, seed)),
      })
      if (BLIND_SCANNED_FORMS.includes(form.id))
        for (let i = 1; i <= BLIND_ACORD_SCANS_PER_FORM; i++)
          scans.push({
            family: form.id,
            source: async (seed) => {
              const d = await acordDocument(dir, form, 2 * i - 1, seed)
              return scanSource(`${form.id}-flattened-${i}`, d)
            },
          })
    }
  // Scans are families of their own ("tq01-scan"), numbered as their sources; k runs over all
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
        const copy = await blindScanCopy(src, blindScanParams(rnd, k), rnd, scanAsPdf(k, src.pages))
        if (copy === undefined) throw new Error(`scan of ${src.name} has no page`)
        return { bytes: copy.bytes, truth: copy.truth, mimeType: copy.mimeType }
      },
    })
  }
  return { families, acordForms: [], blankForms: [], scanFamilies: [], version: BLIND_VERSION }
}

/** The sixteenth blind set, as build-sets.ts builds it (see set-sources.ts). */
export const BLIND_SOURCES: SetSources = sources()
