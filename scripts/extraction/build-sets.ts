/**
 * Builds a labelled set — `dev` (what the matchers are tuned on) or `blind` (measured once, never
 * tuned on) — into a gitignored folder, reproducibly from its seed:
 * - acord: the corpus's real blank ACORD forms filled with generated values, as fillable PDFs and
 *   flattened, and blank (every value found on them is a false positive); the blind set also holds
 *   the corpus's filled ACORD 140 sample with its ground truth;
 * - declarations: three documents of each of the set's layout families (gen/families.ts); the
 *   development set also holds the five older layouts (declarations.ts);
 * - scans: one page of each family and form, degraded (gen/scan.ts): as an image, or as an
 *   image-only PDF (all pages of two-page documents).
 *
 * `npx tsx scripts/extraction/build-sets.ts dev|blind [outDir]`.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { generateDeclarations } from './declarations'
import type { SetDocument, SetManifest, TruthField } from './dev-set-types'
import { fillAcord } from './fill-acord'
import { ACORD_SET_FORMS } from './gen/acord-forms'
import { FAMILIES, familyDocument } from './gen/families'
import { randomPolicy, seeded } from './gen/policy'
import { degrade, describeScan, randomScanParams } from './gen/scan'
import type { SetName } from './gen/vocabulary'
import { generatePolicy, seededRandom } from './policy-values'
import { popplerWords, wordsInside } from './poppler-truth'
import { rasterizePage } from './rasterize'

export const CORPUS_INSURANCE = resolve(import.meta.dirname, '../../../shared/corpus/insurance')
export const SET_SEEDS: Readonly<Record<SetName, number>> = { dev: 20251121, blind: 97531 }
/** Bumped whenever the generator changes what it draws (old manifests are rebuilt). */
export const GENERATOR_VERSION = 4
const DOCS_PER_FAMILY = 3

export const setDir = (set: SetName): string =>
  resolve(import.meta.dirname, `../../.data/extraction-${set}-set`)

/** Blank forms whose every reported value is a false positive. */
const BLANK_FORMS: Readonly<Record<SetName, readonly string[]>> = {
  dev: ['acord-24-blank.pdf', 'opal-acord25.pdf', 'opal-acord27.pdf'],
  blind: ['acord-27-blank.pdf', 'opal-acord30.pdf', 'acord-28-blank.pdf', 'acord-50-blank.pdf'],
}

interface ScanSource {
  readonly name: string
  /** False when the source's truth lists only some fields (the corpus sample). */
  readonly completeTruth: boolean
  readonly family: string
  readonly pdf: Uint8Array
  readonly pages: number
  readonly truth: readonly TruthField[]
}

/** Build a set into `outDir` (emptied first) and return its manifest. */
export async function buildSet(set: SetName, outDir = setDir(set)): Promise<SetManifest> {
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const seed = SET_SEEDS[set]
  const rnd = seeded(seed)
  const docs: SetDocument[] = []
  const scans: ScanSource[] = []
  const save = async (name: string, bytes: Uint8Array): Promise<string> => {
    await writeFile(join(outDir, name), bytes)
    return name
  }
  const blankDir = join(CORPUS_INSURANCE, 'blank-forms')

  if (existsSync(blankDir)) {
    for (const form of ACORD_SET_FORMS.filter((f) => f.set === set)) {
      for (let i = 1; i <= 2; i++) {
        const v = randomPolicy(rnd, set)
        const filled = await fillAcord(join(blankDir, form.file), form.filling(v), false)
        const id = `${form.id}-filled-${i}`
        docs.push({
          id,
          file: await save(`${id}.pdf`, filled.bytes),
          group: 'acord',
          family: form.id,
          mimeType: 'application/pdf',
          origin: `${form.id} filled (fillable)`,
          truth: filled.truth.map((t) => ({
            field: t.field,
            normalized: t.normalized,
            bbox: t.widget,
          })),
          completeTruth: true,
        })
        const flat = await fillAcord(join(blankDir, form.file), form.filling(v), true)
        const words = await popplerWords(flat.bytes)
        const truth: TruthField[] = flat.truth.map((t) => {
          const bbox = wordsInside(words, t.widget, t.printed)
          const value = { field: t.field, normalized: t.normalized }
          return bbox === undefined ? value : { ...value, bbox }
        })
        const fid = `${form.id}-flattened-${i}`
        docs.push({
          id: fid,
          file: await save(`${fid}.pdf`, flat.bytes),
          group: 'acord',
          family: form.id,
          mimeType: 'application/pdf',
          origin: `${form.id} filled and flattened`,
          truth,
          completeTruth: true,
        })
        if (i === 1)
          scans.push({
            name: fid,
            family: form.id,
            pdf: flat.bytes,
            pages: 1,
            truth,
            completeTruth: true,
          })
      }
    }
    for (const name of BLANK_FORMS[set]) {
      const id = `blank-${name.replace(/\.pdf$/, '')}`
      docs.push({
        id,
        file: await save(`${id}.pdf`, await readFile(join(blankDir, name))),
        group: 'acord',
        family: 'blank',
        mimeType: 'application/pdf',
        origin: `corpus blank form ${name}`,
        truth: [],
        completeTruth: true,
      })
    }
  }
  if (set === 'blind') await addCorpusSample(docs, scans, save)

  for (const f of FAMILIES.filter((fam) => fam.set === set)) {
    for (let i = 1; i <= DOCS_PER_FAMILY; i++) {
      const d = await familyDocument(f, i, seed)
      const id = `${f.id}-${f.template}-${i}`
      docs.push({
        id,
        file: await save(`${id}.pdf`, d.bytes),
        group: 'declarations',
        family: f.id,
        mimeType: 'application/pdf',
        origin: `family ${f.id} (${f.template}) #${i}`,
        truth: d.truth,
        completeTruth: true,
      })
      const pages = Math.max(...d.truth.map((t) => t.bbox.page), 1)
      if (i === 1)
        scans.push({
          name: id,
          family: f.id,
          pdf: d.bytes,
          pages,
          truth: d.truth,
          completeTruth: true,
        })
    }
  }
  if (set === 'dev') {
    const legacyRnd = seededRandom(seed)
    for (const layout of [1, 2, 3, 4, 5] as const) {
      for (let i = 1; i <= 2; i++) {
        const d = await generateDeclarations(layout, generatePolicy(legacyRnd))
        const id = `legacy-l${layout}-${i}`
        docs.push({
          id,
          file: await save(`${id}.pdf`, d.bytes),
          group: 'declarations',
          family: `legacy-l${layout}`,
          mimeType: 'application/pdf',
          origin: `older declarations layout ${layout} #${i}`,
          truth: d.truth,
          completeTruth: true,
        })
      }
    }
  }

  // Scans: every other one an image-only PDF (two-page documents always, with both pages).
  for (const [k, src] of scans.entries()) {
    const params = randomScanParams(rnd)
    const asPdf = src.pages > 1 || k % 3 === 2
    const pages = asPdf ? src.pages : 1
    const images: Array<{ bytes: Buffer; jpeg: boolean }> = []
    const truth: TruthField[] = []
    for (let p = 1; p <= pages; p++) {
      const png = await rasterizePage(src.pdf, p, params.dpi)
      const { bytes, mapBox } = await degrade(png, params, rnd)
      images.push({ bytes, jpeg: params.jpegQuality !== null })
      for (const t of src.truth) {
        if (t.bbox === undefined) {
          if (p === 1) truth.push(t)
        } else if (t.bbox.page === p) truth.push({ ...t, bbox: mapBox(t.bbox) })
      }
    }
    const id = `scan-${src.name}`
    const origin = `scan of ${src.name}: ${describeScan(params)}${asPdf ? `, image-only PDF of ${pages} page(s)` : ''}`
    const first = images[0]
    if (first === undefined) continue
    const file = asPdf
      ? await save(`${id}.pdf`, await imagePdf(images, params.dpi))
      : await save(`${id}.${first.jpeg ? 'jpg' : 'png'}`, first.bytes)
    docs.push({
      id,
      file,
      group: 'scans',
      family: src.family,
      mimeType: asPdf ? 'application/pdf' : first.jpeg ? 'image/jpeg' : 'image/png',
      origin,
      truth,
      completeTruth: src.completeTruth,
    })
  }

  const manifest: SetManifest = { set, seed, generator: GENERATOR_VERSION, documents: docs }
  await writeFile(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  return manifest
}

/** Page images as an image-only PDF (no text layer), each page sized for its resolution. */
async function imagePdf(
  images: ReadonlyArray<{ bytes: Buffer; jpeg: boolean }>,
  dpi: number,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  for (const im of images) {
    const image = im.jpeg ? await pdf.embedJpg(im.bytes) : await pdf.embedPng(im.bytes)
    const w = (image.width * 72) / dpi
    const h = (image.height * 72) / dpi
    pdf.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h })
  }
  return pdf.save()
}

/** The corpus's filled ACORD 140 #1 with its ground-truth JSON (values only, no boxes). */
async function addCorpusSample(
  docs: SetDocument[],
  scans: ScanSource[],
  save: (name: string, bytes: Uint8Array) => Promise<string>,
): Promise<void> {
  const sample = join(CORPUS_INSURANCE, 'filled-acord140', '140-Property-Acord-1.pdf')
  if (!existsSync(sample)) return
  const gt = JSON.parse(await readFile(sample.replace(/\.pdf$/, '.json'), 'utf8')) as Acord140Truth
  const bytes = await readFile(sample)
  const truth = acord140Truth(gt)
  docs.push({
    id: 'corpus-acord140-1',
    file: await save('corpus-acord140-1.pdf', bytes),
    group: 'acord',
    family: 'corpus-acord140',
    mimeType: 'application/pdf',
    origin: 'corpus filled ACORD 140 #1 with its ground truth',
    truth,
    completeTruth: false,
  })
  scans.push({
    name: 'corpus-acord140-1',
    family: 'corpus-acord140',
    pdf: bytes,
    pages: 1,
    truth,
    completeTruth: false,
  })
}

interface Acord140Truth {
  named_insured?: string
  premises_information?: Array<{
    street_address?: string
    coverage_information?: Array<{
      Subject_of_insurance?: string
      amount?: string
      deductible?: string
    }>
  }>
}

/** The corpus ground truth (named insured, premises, the building's line) as schema fields. */
function acord140Truth(gt: Acord140Truth): TruthField[] {
  const out: TruthField[] = []
  const amount = (s: string | undefined): string | undefined =>
    s === undefined ? undefined : String(Number(s.replace(/[$,]/g, '')))
  if (gt.named_insured) out.push({ field: 'policy.namedInsured', normalized: gt.named_insured })
  const prem = gt.premises_information?.[0]
  const street = prem?.street_address?.split(',')[0]?.trim()
  if (street) out.push({ field: 'property.address', normalized: street })
  const building = prem?.coverage_information?.find((c) =>
    /building/i.test(c.Subject_of_insurance ?? ''),
  )
  const limit = amount(building?.amount)
  const ded = amount(building?.deductible)
  if (limit !== undefined) out.push({ field: 'policy.coverageAmount', normalized: limit })
  if (ded !== undefined) out.push({ field: 'policy.deductible', normalized: ded })
  return out
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const set = process.argv[2] === 'blind' ? 'blind' : 'dev'
  const out = resolve(process.argv[3] ?? setDir(set))
  const m = await buildSet(set, out)
  const count = (g: string): number => m.documents.filter((d) => d.group === g).length
  console.log(
    `${set} set: ${m.documents.length} documents in ${out} (acord ${count('acord')}, declarations ${count('declarations')}, scans ${count('scans')})`,
  )
}
