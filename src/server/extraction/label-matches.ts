/**
 * Where a label variant's pattern matches in a cell: anywhere in its running text, or (a
 * whole-cell variant) as the whole of its text, of a side of a gloss, or of the text before a rank.
 */
import type { LabelVariant } from './label-variant'

const isWholeCell = (text: string, start: number, end: number): boolean =>
  text.slice(0, start).replace(/[\s:#*]/g, '') === '' &&
  text
    .slice(end)
    .replace(RANK, '')
    .replace(/[\s:*().s]/g, '') === ''

/**
 * A rank after a label, of the item it names among several ("Premises 1 of 2", "Mortgagee #2",
 * "Building, premises 1", "Location no. 3"): it qualifies the label, it is no value.
 */
export const RANK =
  /^\s*,?\s*(?:[a-z]{2,10}\s+)?(?:#|no\.?)?\s*(\d{1,2})(?:\s+of\s+\d{1,2})?\s*:?\s*$/i

/** A caption and its gloss in another language, split by a slash ("Préstamo / Loan"). */
const GLOSS = /^([^/\d]{2,40}?)\s\/\s([^/\d]{2,40})$/

/** Marks before a caption that are no part of it: dashes, bars, quotes, dots. */
const OCR_MARKS = /^[-–—|'"“”‘’.,_~•·]+\s*/

/** A text a label is looked for in, and where it starts in its cell. */
interface CellText {
  readonly text: string
  readonly offset: number
}

/**
 * Where a whole-cell label may stand: the cell's whole text, and each side of a gloss (either
 * side is the whole caption in its language).
 */
function wholeCellTexts(trimmed: string): CellText[] {
  const out: CellText[] = [{ text: trimmed, offset: 0 }]
  // A box's edge or a speck OCR read as a mark before a caption ("- Name and Address", "| ZIP").
  const mark = OCR_MARKS.exec(trimmed)?.[0].length ?? 0
  if (mark > 0 && mark < trimmed.length) out.push({ text: trimmed.slice(mark), offset: mark })
  const rank = RANK_AT_END.exec(trimmed)
  if (rank !== null && rank.index > 0) out.push({ text: trimmed.slice(0, rank.index), offset: 0 })
  const m = GLOSS.exec(trimmed)
  if (m?.[1] !== undefined && m[2] !== undefined)
    out.push({ text: m[1], offset: 0 }, { text: m[2], offset: trimmed.length - m[2].length })
  return out
}

/** A rank ending a caption ("Premises 1 of 2", "Building, premises 1"): see RANK. */
const RANK_AT_END = /\s*(?:,\s*[a-z]{2,10}\s+)?,?\s*(?:#|no\.?)?\s*\d{1,2}(?:\s+of\s+\d{1,2})?\s*$/

/**
 * The texts a cell's label variants are matched in: its running text, and its whole-cell texts
 * worked out on first use. (A class, not an object literal with a getter: such a literal is
 * built slowly, and this is made for every cell of every page.)
 */
export class CellTexts {
  #whole: CellText[] | undefined
  readonly running: readonly CellText[]
  constructor(
    private readonly trimmed: string,
    lower: string,
  ) {
    this.running = [{ text: lower, offset: 0 }]
  }
  get whole(): readonly CellText[] {
    return (this.#whole ??= wholeCellTexts(this.trimmed))
  }
}

/** Every match of a label variant in a cell: [start, end] offsets in the cell's text. */
export function variantMatches(
  variant: LabelVariant,
  global: RegExp,
  texts: { readonly whole: readonly CellText[]; readonly running: readonly CellText[] },
): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = []
  for (const { text, offset } of variant.wholeCell ? texts.whole : texts.running) {
    global.lastIndex = 0
    for (let m = global.exec(text); m !== null; m = global.exec(text)) {
      if (m[0].length === 0) {
        global.lastIndex++
        continue
      }
      if (variant.wholeCell && !isWholeCell(text, m.index, m.index + m[0].length)) continue
      out.push([offset + m.index, offset + m.index + m[0].length])
    }
  }
  return out
}
