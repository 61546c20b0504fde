/**
 * Builds the labelled development set (generated, never copied into the repository) into a
 * gitignored folder: (a) blank ACORD forms from the corpus filled with generated values, (b) the
 * same flattened and declarations pages in three layouts, (c) 200 dpi scans of some of them,
 * straight, crooked and landscape, as images and as an image-only PDF, and (d) the filled ACORD 140
 * sample with its ground truth. Writes manifest.json beside the files.
 *
 * `npx tsx scripts/extraction/build-dev-set.ts [--holdout] [outDir]` (default
 * .data/extraction-dev-set, or .data/extraction-holdout-set for the held-out set).
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import type { BoundingBox } from '../../src/shared/extraction/types'
import { generateDeclarations } from './declarations'
import type { DevDocument, DevManifest, TruthField } from './dev-set-types'
import { ACORD_FORMS, fillAcord } from './fill-acord'
import { generatePolicy, seededRandom } from './policy-values'
import { popplerWords, wordsInside } from './poppler-truth'
import { distort, rasterizeFirstPage, type ScanDistortion } from './rasterize'

export const CORPUS_INSURANCE = resolve(import.meta.dirname, '../../../shared/corpus/insurance')
export const DEFAULT_DEV_SET_DIR = resolve(import.meta.dirname, '../../.data/extraction-dev-set')
export const DEFAULT_HOLDOUT_DIR = resolve(
  import.meta.dirname,
  '../../.data/extraction-holdout-set',
)
const SEED = 20251121
const HOLDOUT_SEED = 4242

/**
 * Which set to build. `dev`: the forms and layouts the matchers were tuned on, plus blank forms
 * (every value found on them is a false positive). `holdout`: a form (ACORD 24) and a layout
 * (declarations layout 4) that were measured before any tuning (and tuned on afterwards: see the
 * report), and declarations layout 5, measured blind.
 */
export type DevSetKind = 'dev' | 'holdout'

/** Build the set into `outDir` (emptied first) and return its manifest. */
export async function buildDevSet(
  outDir: string = DEFAULT_DEV_SET_DIR,
  kind: DevSetKind = 'dev',
): Promise<DevManifest> {
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const rnd = seededRandom(kind === 'dev' ? SEED : HOLDOUT_SEED)
  const docs: DevDocument[] = []
  const save = async (name: string, bytes: Uint8Array): Promise<string> => {
    await writeFile(join(outDir, name), bytes)
    return name
  }
  // Scan sources: [name, first-page PDF bytes, truth with boxes].
  const scanSources: Array<{ name: string; pdf: Uint8Array; truth: TruthField[] }> = []

  const blank = join(CORPUS_INSURANCE, 'blank-forms')
  if (existsSync(blank)) {
    const plan: Array<[keyof typeof ACORD_FORMS, number]> =
      kind === 'dev'
        ? [
            ['acord27', 4],
            ['acord25', 3],
          ]
        : [['acord24', 2]]
    for (const [form, count] of plan) {
      for (let i = 1; i <= count; i++) {
        const v = generatePolicy(rnd)
        const spec = ACORD_FORMS[form]
        const filled = await fillAcord(join(blank, spec.file), spec.filling(v), false)
        const id = `${form}-filled-${i}`
        docs.push({
          id,
          file: await save(`${id}.pdf`, filled.bytes),
          family: 'fillable',
          mimeType: 'application/pdf',
          origin: `${form} filled`,
          truth: filled.truth.map((t) => ({
            field: t.field,
            normalized: t.normalized,
            bbox: t.widget,
          })),
          completeTruth: true,
        })
        if (i > 2) continue
        // The same values flattened: a text PDF; true boxes measured with poppler.
        const flat = await fillAcord(join(blank, spec.file), spec.filling(v), true)
        const words = await popplerWords(flat.bytes)
        const truth: TruthField[] = flat.truth.map((t) => {
          const bbox = wordsInside(words, t.widget)
          return bbox === undefined
            ? { field: t.field, normalized: t.normalized }
            : { field: t.field, normalized: t.normalized, bbox }
        })
        const fid = `${form}-flattened-${i}`
        docs.push({
          id: fid,
          file: await save(`${fid}.pdf`, flat.bytes),
          family: 'text',
          mimeType: 'application/pdf',
          origin: `${form} flattened`,
          truth,
          completeTruth: true,
        })
        if (i === 1) scanSources.push({ name: fid, pdf: flat.bytes, truth })
      }
    }
  }

  for (const layout of kind === 'dev' ? ([1, 2, 3] as const) : ([4, 5] as const)) {
    for (let i = 1; i <= 3; i++) {
      const v = generatePolicy(rnd)
      const d = await generateDeclarations(layout, v)
      const id = `declarations-l${layout}-${i}`
      const truth = d.truth.map((t) => ({ field: t.field, normalized: t.normalized, bbox: t.bbox }))
      docs.push({
        id,
        file: await save(`${id}.pdf`, d.bytes),
        family: 'text',
        mimeType: 'application/pdf',
        origin: `declarations layout ${layout}`,
        truth,
        completeTruth: true,
      })
      if (i <= 2) scanSources.push({ name: id, pdf: d.bytes, truth })
    }
  }

  // Scans: straight, crooked (±1.5..3°), landscape; PNG and JPEG; one as an image-only PDF.
  const distortions: ScanDistortion[] =
    kind === 'dev'
      ? [
          { format: 'png' },
          { degrees: 2, format: 'png' },
          { degrees: -1.5, format: 'jpeg' },
          { quarterTurn: true, format: 'png' },
          { degrees: 3, format: 'jpeg' },
          { format: 'jpeg' },
          { degrees: -2.5, format: 'png' },
          { quarterTurn: true, degrees: 1, format: 'jpeg' },
        ]
      : [
          { degrees: -2, format: 'jpeg' },
          { quarterTurn: true, format: 'png' },
          { degrees: 1.5, format: 'png' },
          { degrees: 1, noisy: true, format: 'jpeg' },
          { noisy: true, format: 'png' },
        ]
  for (const [k, src] of scanSources.entries()) {
    const dist = distortions[k % distortions.length] ?? {}
    const png = await rasterizeFirstPage(src.pdf, 200)
    const { bytes, mapBox } = await distort(png, dist)
    const ext = dist.format === 'jpeg' ? 'jpg' : 'png'
    const id = `scan-${src.name}`
    const label = `${dist.degrees ?? 0}°${dist.quarterTurn === true ? ', landscape' : ''}${dist.noisy === true ? ', noisy copy' : ''}, ${ext}`
    const truth = src.truth
      .filter((t) => t.bbox === undefined || t.bbox.page === 1)
      .map((t) => (t.bbox === undefined ? t : { ...t, bbox: mapBox(t.bbox) }))
    docs.push({
      id,
      file: await save(`${id}.${ext}`, bytes),
      family: 'scanned',
      mimeType: ext === 'jpg' ? 'image/jpeg' : 'image/png',
      origin: `200 dpi scan of ${src.name} (${label})`,
      truth,
      completeTruth: true,
    })
    if (k === 0) {
      // An image-only PDF (no text layer): the engine must render and OCR it.
      const pdf = await PDFDocument.create()
      const image = ext === 'jpg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes)
      const page = pdf.addPage([612, (612 * image.height) / image.width])
      page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() })
      const pid = `scan-pdf-${src.name}`
      docs.push({
        id: pid,
        file: await save(`${pid}.pdf`, await pdf.save()),
        family: 'scanned',
        mimeType: 'application/pdf',
        origin: `image-only PDF of ${src.name}`,
        truth,
        completeTruth: true,
      })
    }
  }

  // Blank forms: nothing to find, so every value reported is a false positive.
  if (kind === 'dev' && existsSync(blank)) {
    for (const name of (await readdir(blank)).filter((n) => n.endsWith('.pdf')).sort()) {
      const bytes = await readFile(join(blank, name))
      const id = `blank-${name.replace(/\.pdf$/, '')}`
      const family = name === 'acord-50-blank.pdf' ? 'text' : 'fillable'
      docs.push({
        id,
        file: await save(`${id}.pdf`, bytes),
        family,
        mimeType: 'application/pdf',
        origin: `corpus blank form ${name}`,
        truth: [],
        completeTruth: true,
      })
    }
  }

  // (d) The filled ACORD 140 sample with its ground-truth JSON (values only, no boxes).
  const sample = join(CORPUS_INSURANCE, 'filled-acord140', '140-Property-Acord-1.pdf')
  if (kind === 'dev' && existsSync(sample)) {
    const truth = acord140Truth(
      JSON.parse(await readFile(sample.replace(/\.pdf$/, '.json'), 'utf8')),
    )
    const bytes = await readFile(sample)
    docs.push({
      id: 'acord140-sample-1',
      file: await save('acord140-sample-1.pdf', bytes),
      family: 'fillable',
      mimeType: 'application/pdf',
      origin: 'corpus filled ACORD 140 #1 with its ground truth',
      truth,
      completeTruth: false,
    })
    const png = await rasterizeFirstPage(bytes, 200)
    const { bytes: scan } = await distort(png, { degrees: 1, format: 'png' })
    docs.push({
      id: 'scan-acord140-sample-1',
      file: await save('scan-acord140-sample-1.png', scan),
      family: 'scanned',
      mimeType: 'image/png',
      origin: '200 dpi scan of the corpus ACORD 140 #1 (1°)',
      truth,
      completeTruth: false,
    })
  }

  const manifest: DevManifest = {
    createdAt: new Date().toISOString(),
    seed: kind === 'dev' ? SEED : HOLDOUT_SEED,
    documents: docs,
  }
  await writeFile(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  return manifest
}

/** The corpus ground truth (named insured, premises, coverage lines) as schema fields. */
function acord140Truth(gt: {
  named_insured?: string
  premises_information?: Array<{
    street_address?: string
    coverage_information?: Array<{
      Subject_of_insurance?: string
      amount?: string
      deductible?: string
    }>
  }>
}): TruthField[] {
  const out: TruthField[] = []
  const amount = (s: string | undefined): string | undefined =>
    s === undefined ? undefined : String(Number(s.replace(/[$,]/g, '')))
  if (gt.named_insured) out.push({ field: 'policy.namedInsured', normalized: gt.named_insured })
  const prem = gt.premises_information?.[0]
  // The schema keeps the street line only.
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

export type { BoundingBox }

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const kind: DevSetKind = process.argv.includes('--holdout') ? 'holdout' : 'dev'
  const dirArg = process.argv.slice(2).find((a) => !a.startsWith('--'))
  const out = resolve(dirArg ?? (kind === 'dev' ? DEFAULT_DEV_SET_DIR : DEFAULT_HOLDOUT_DIR))
  const m = await buildDevSet(out, kind)
  const count = (f: string): number => m.documents.filter((d) => d.family === f).length
  console.log(
    `dev set: ${m.documents.length} documents in ${out} (fillable ${count('fillable')}, text ${count('text')}, scanned ${count('scanned')})`,
  )
}
