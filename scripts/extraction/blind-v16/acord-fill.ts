/**
 * Fills a real ACORD form of the corpus for the sixteenth blind set (copied from the fifteenth
 * blind set's filler, itself the fourteenth's, thirteenth's, twelfth's, eleventh's, ninth's, seventh's, sixth's, fourth's,
 * third's and first's; those are or become development data and may change; the one addition of an
 * earlier edition is ticking check boxes, as perils and interest boxes are ticked by hand):
 * decrypts it first when the corpus copy is encrypted (qpdf; the forms allow filling), keeps only
 * some pages when the form is one section of a bundle (the ACORD 140 inside the 125/126/140 file,
 * with its fields pruned to those pages), and records the true box of every value: the widget on a
 * fillable form, the printed words inside the widget on a flattened one (poppler, independently of
 * the engine).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PDFDocument, PDFName, PDFRef, StandardFonts, type PDFPage } from 'pdf-lib'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import type { BoundingBox } from '../../../src/shared/extraction/types'
import type { TruthField } from '../dev-set-types'
import { popplerWords, wordsInside } from '../poppler-truth'

const run = promisify(execFile)

/**
 * One form field to fill: its AcroForm name, the schema field it answers (null for context and
 * distractors), what is written, the normal form (default: what is written) and the words that
 * make the value on the printed page (default: the first line of what is written); `autoSize`
 * lets the form shrink the text to fit its widget.
 */
export interface FillEntry {
  readonly name: string
  readonly field: ExtractionFieldId | null
  readonly printed: string
  readonly normalized?: string
  readonly words?: string
  /** Let the form fit the text to its widget (a long name, two lines in a one-line box). */
  readonly autoSize?: boolean
  /** A fixed font size, as an agency system prints (the form's own default is auto). */
  readonly fontSize?: number
  /** A check box to tick (`printed` is then ignored; never an answer). */
  readonly check?: boolean
}

/** A filled form and its truth. */
export interface FilledForm {
  readonly bytes: Uint8Array
  readonly truth: readonly TruthField[]
  readonly pages: number
}

/** The corpus copy of a form, decrypted when it is encrypted (an empty user password). */
export async function openForm(path: string, decrypt: boolean): Promise<Uint8Array> {
  if (!decrypt) return readFile(path)
  const dir = await mkdtemp(join(tmpdir(), 'blindset-qpdf-'))
  try {
    const out = join(dir, 'out.pdf')
    await run('qpdf', ['--decrypt', path, out])
    return await readFile(out)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Page index (0-based) of every annotation reference. */
function annotationPages(pages: readonly PDFPage[]): Map<PDFRef, number> {
  const at = new Map<PDFRef, number>()
  pages.forEach((page, i) => {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), Object as never) as unknown
    const refs = (annots as { asArray?: () => unknown[] } | undefined)?.asArray?.() ?? []
    for (const r of refs) if (r instanceof PDFRef) at.set(r, i)
  })
  return at
}

/**
 * Fill a form. `keep` is the 1-based page range kept (the rest removed, with every widget on
 * them); `flatten` burns the values into the page content.
 */
export async function fillForm(
  source: Uint8Array,
  entries: readonly FillEntry[],
  opts: { flatten: boolean; keep?: readonly [number, number] },
): Promise<FilledForm> {
  const doc = await PDFDocument.load(source)
  const form = doc.getForm()
  const pages = doc.getPages()
  const pageOf = annotationPages(pages)
  const [first, last] = opts.keep ?? [1, pages.length]
  const kept = (i: number | undefined): boolean =>
    i !== undefined && i + 1 >= first && i + 1 <= last
  const widgetPage = (w: { dict: unknown }): number | undefined =>
    pageOf.get(doc.context.getObjectRef(w.dict as never) as PDFRef)
  const boxes: Array<{ entry: FillEntry; field: ExtractionFieldId; widget: BoundingBox }> = []
  for (const entry of entries) {
    if (entry.check === true) {
      form.getCheckBox(entry.name).check()
      continue
    }
    // A name missing from the form is a mistake in the filling, not something to skip quietly.
    const tf = form.getTextField(entry.name)
    tf.setMaxLength(undefined)
    if (entry.printed.includes('\n')) tf.enableMultiline()
    if (entry.autoSize === true) tf.setFontSize(0)
    else if (entry.fontSize !== undefined) {
      // Some of the 125's fields have no default appearance of their own to set a size in.
      if (tf.acroField.getDefaultAppearance() === undefined)
        tf.acroField.setDefaultAppearance(`/Helv ${entry.fontSize} Tf 0 g`)
      else tf.setFontSize(entry.fontSize)
    }
    tf.setText(entry.printed)
    if (entry.field === null) continue
    const widget = tf.acroField.getWidgets().find((w) => kept(widgetPage(w)))
    const index = widget === undefined ? undefined : widgetPage(widget)
    const page = index === undefined ? undefined : pages[index]
    if (widget === undefined || index === undefined || page === undefined)
      throw new Error(`${entry.name} has no widget on pages ${first}–${last}`)
    const r = widget.getRectangle()
    const { width, height } = page.getSize()
    boxes.push({
      entry,
      field: entry.field,
      widget: {
        page: index + 2 - first,
        x0: r.x / width,
        y0: 1 - (r.y + r.height) / height,
        x1: (r.x + r.width) / width,
        y1: 1 - r.y / height,
      },
    })
  }
  form.updateFieldAppearances(await doc.embedFont(StandardFonts.Helvetica))
  if (opts.flatten) {
    form.flatten()
    // pdf-lib's flatten deletes widgets that pages' annotation lists still name (poppler then
    // reports broken references): drop those entries, and the emptied form.
    for (const page of pages) {
      const annots = page.node.Annots()
      if (annots === undefined) continue
      for (let i = annots.size() - 1; i >= 0; i--) {
        const ref = annots.get(i)
        if (ref instanceof PDFRef && doc.context.lookup(ref) === undefined) annots.remove(i)
      }
    }
    doc.catalog.delete(PDFName.of('AcroForm'))
  } else if (opts.keep !== undefined) {
    for (const field of form.getFields()) {
      const widgets = field.acroField.getWidgets()
      if (!widgets.some((w) => kept(widgetPage(w)))) {
        form.acroForm.removeField(field.acroField)
        continue
      }
      for (let i = widgets.length - 1; i >= 0; i--)
        if (!kept(widgetPage(widgets[i] as { dict: unknown }))) field.acroField.removeWidget(i)
    }
  }
  for (let i = pages.length - 1; i >= 0; i--) if (!kept(i)) doc.removePage(i)
  const bytes = await doc.save()
  const words = opts.flatten ? await popplerWords(bytes) : []
  const truth: TruthField[] = boxes.map(({ entry, field, widget }) => {
    const normalized = entry.normalized ?? entry.printed
    if (!opts.flatten) return { field, normalized, bbox: widget }
    const bbox = wordsInside(words, widget, entry.words ?? entry.printed)
    if (bbox === undefined)
      throw new Error(`${entry.name}: no printed words found inside its widget`)
    return { field, normalized, bbox }
  })
  return { bytes, truth, pages: last - first + 1 }
}
