/**
 * Copied from the fifteenth blind set (itself the fourteenth's, thirteenth's, twelfth's, eleventh's, ninth's, eighth's,
 * third's and second's; those are or become development data, free to change under it).
 *
 * True boxes of the values on a flattened ACORD fill that leave out the form's own captions: a
 * value typed in capitals ("… INSURANCE COMPANY") shares words with the caption printed inside its
 * widget ("COMPANY"), and a box that takes the caption in is not the value's. The words of the
 * value are poppler's words inside the widget (the fillable copy's widget box) that the blank form
 * does not print at the same place.
 */
import type { BoundingBox } from '../../../src/shared/extraction/types'
import type { FillEntry } from './acord-fill'
import type { TruthField } from '../dev-set-types'
import { popplerWords } from '../poppler-truth'

type Words = Awaited<ReturnType<typeof popplerWords>>

const near = (a: BoundingBox, b: BoundingBox): boolean =>
  a.page === b.page && Math.abs(a.x0 - b.x0) < 0.003 && Math.abs(a.y0 - b.y0) < 0.003

/**
 * The flattened fill's truth: for every answer, the union of its printed words (the first line of
 * `words` or `printed`) inside its widget that are not a caption of the blank form.
 */
export async function captionFreeTruth(
  flat: Uint8Array,
  blankWords: Words,
  widgets: readonly TruthField[],
  entries: readonly FillEntry[],
): Promise<TruthField[]> {
  const words = await popplerWords(flat)
  const answers = entries.filter((x) => x.field !== null)
  return widgets.map((t, i) => {
    const entry = answers[i]
    const widget = t.bbox
    if (entry === undefined || widget === undefined || entry.field !== t.field)
      throw new Error(`no widget for ${t.field}`)
    const own = new Set(((entry.words ?? entry.printed).split(/\r?\n/)[0] ?? '').split(/\s+/))
    const inside = words.filter((w) => {
      if (!own.has(w.text)) return false
      if (blankWords.some((c) => c.text === w.text && near(c.box, w.box))) return false
      const cx = (w.box.x0 + w.box.x1) / 2
      const cy = (w.box.y0 + w.box.y1) / 2
      return (
        w.page === widget.page &&
        cx >= widget.x0 &&
        cx <= widget.x1 &&
        cy >= widget.y0 - 0.003 &&
        cy <= widget.y1 + 0.003
      )
    })
    if (inside.length === 0) throw new Error(`${entry.name}: no printed words inside its widget`)
    return {
      field: t.field,
      normalized: t.normalized,
      bbox: {
        page: widget.page,
        x0: Math.min(...inside.map((w) => w.box.x0)),
        y0: Math.min(...inside.map((w) => w.box.y0)),
        x1: Math.max(...inside.map((w) => w.box.x1)),
        y1: Math.max(...inside.map((w) => w.box.y1)),
      },
    }
  })
}
