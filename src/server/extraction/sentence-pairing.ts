/**
 * Values a label finds in running text rather than in a form's geometry: the value a sentence
 * names after (or, an amount, before) its label phrase, on into the paragraph's next line, and a
 * value its caption follows after a dash ("Annika Jankowitz — named insured").
 */
import { readFieldValue } from './field-values'
import { CLAUSE_TAIL, CONNECTOR, IDENTIFIER_IDS } from './label-context'
import type { LabelHit } from './label-finder'
import type { Cell, Line } from './layout'
import type { PageView, Relation } from './page-geometry'
import { WEIGHT } from './pairing-weights'
import { phoneShapeAllowed } from './phone-context'
import { findAmounts, type ParsedValue } from './value-parsers'
import { wordsSpellAmount, WORDS_TO_LINE_END } from './amount-words'

/** How a pairing hands on the value it found (pairing.ts scores and keeps it). */
export type Emit = (
  cell: Cell,
  offset: number,
  v: ParsedValue,
  weight: number,
  relation: Relation,
  line: Line,
) => void

/** Trust in a value its caption follows after a dash, before the label's own weight. */
const CAPTIONED_WEIGHT = 0.9
/** A street line up to its street's kind: "5722 Tanager Street" of "5722 Tanager Street Ely, MN". */
const STREET_TO_KIND =
  /^\d{1,6}[A-Za-z]?\s+(?:[A-Z][\w'’-]*\.?\s+){1,4}?(?:St|Street|Rd|Road|Ave|Avenue|Ln|Lane|Dr|Drive|Ct|Court|Blvd|Boulevard|Way|Pl|Place|Pkwy|Parkway|Cir|Circle|Ter|Terrace|Hwy|Highway|Trl|Trail)\b\.?/

/**
 * The value at the start of the label's line, before the spaced dash that opens its caption
 * ("Annika Jankowitz — named insured", "Jul 9, 2027 to Jul 9, 2028 — policy period").
 */
export function captionedValue(hit: LabelHit, emit: Emit): void {
  const dash = /\s+[-–—]\s+(?:the\s+|your\s+)?$/i.exec(hit.cell.text.slice(0, hit.start))
  if (dash === null) return
  let text = hit.cell.text.slice(0, dash.index)
  if (hit.field.id === 'property.address') text = STREET_TO_KIND.exec(text)?.[0] ?? text
  const v = readFieldValue(hit.field, hit.variant, text)
  // The value starts the line (a period's second date does not); an identifier is all of it
  // ("P5 3500 4134 S", not a part).
  if (v === undefined || (v.start > 1 && hit.variant.dateIndex === undefined)) return
  if (IDENTIFIER_IDS.has(hit.field.id) && v.start + v.printed.length < text.trimEnd().length) return
  emit(hit.cell, 0, v, CAPTIONED_WEIGHT, 'inline', hit.line)
}

/** Words that open a sentence or a clause before a name in capitals. */
// ("That Acme Mutual has issued …": an affidavit's or a resolution's numbered clauses open so.)
const SENTENCE_OPENER = /^(?:because|since|as|when|if|while|then|please|and|but|so|that)\s+/i

/** Trust in a value read from a sentence, before the label's own weight. */
const PROSE_WEIGHT = 0.85

/** Where a name in a sentence ends: the next clause ("…, its successors", "… has issued"). */
const CLAUSE_END =
  /,(?!\s*(?:inc|llc|l\.l\.c|ltd|n\.a|corp|co|lp|llp|pllc)\b)|[;(]|\.(?:\s|$)(?<!\b(?:inc|co|corp|ltd|jr|sr|st|[a-z])\.\s?)|\s(?:at|has|have|is|was|for|under|as|its|who|which|and\/or|to|on|with|effective)\s/i

/** A name's words up to where its clause ends (the whole text when it does not). */
function toClauseEnd(text: string): string {
  const stop = CLAUSE_END.exec(text)
  return stop === null ? text : text.slice(0, stop.index)
}

/** The value a label found in a sentence names: right after it, or (an amount) right before it. */
export function inSentence(hit: LabelHit, page: PageView, emit: Emit): void {
  const text = hit.cell.text
  if (hit.prose === 'before' && hit.field.type === 'Text') {
    // The name in capitals right before the phrase, back to the sentence's last small word; an
    // ampersand joins two names ("Amaia & Edurne Openshaw").
    // (A lender's "ISAOA/ATIMA" or "its successors and assigns" after its name is the mortgage
    // clause's, not the name's.)
    const before = text.slice(0, hit.start).replace(CLAUSE_TAIL, '')
    const name =
      /(?:^|[^A-Za-z&.,'’-])((?:(?:[A-Z][\w&.,'’-]*|&)\s+){0,6}[A-Z][\w&.'’-]*)\s*$/.exec(before)
    if (name?.[1] === undefined) return
    // A sentence's first word ("Because Acme Bank is …") is no part of the name.
    const words = name[1].replace(SENTENCE_OPENER, '')
    const at = (name.index ?? 0) + name[0].length - name[0].trimStart().length
    const start = text.indexOf(words, at)
    const v = readFieldValue(hit.field, hit.variant, words)
    // Only a name that says what it is (an insurer's words in it) is taken from before a verb.
    if (v === undefined || v.quality < 1) return
    emit(hit.cell, start, v, PROSE_WEIGHT, 'inline', hit.line)
    return
  }
  if (hit.prose === 'before') {
    const amounts = findAmounts(text.slice(0, hit.start))
    const last = amounts[amounts.length - 1]
    if (last === undefined) return
    const v = readFieldValue(hit.field, hit.variant, text.slice(last.start))
    if (v === undefined || last.start + v.start !== last.start) return
    emit(hit.cell, last.start, v, PROSE_WEIGHT, 'inline', hit.line)
    return
  }
  const rest = text.slice(hit.end)
  if (rest.trim() === '') {
    // The sentence goes on at the start of the next line.
    const next = page.lines[hit.line.index + 1]
    const first = next?.cells[0]
    if (next === undefined || first === undefined || next.bbox.page !== hit.line.bbox.page) return
    const h = Math.max(hit.line.height, 1e-6)
    // The next line starts the paragraph's margin, or (a certificate's centred sentences) both
    // lines stand centred on one axis.
    const centre = (c: Cell): number => (c.bbox.x0 + c.bbox.x1) / 2
    const margin = Math.abs(first.bbox.x0 - hit.cell.bbox.x0) * page.aspect <= 2 * h
    const sameAxis =
      hit.line.cells.length === 1 &&
      next.cells.length === 1 &&
      Math.abs(centre(first) - centre(hit.cell)) * page.aspect < h
    const centred = !margin && sameAxis
    if (!margin && !centred) return
    if (next.bbox.y0 - hit.line.bbox.y1 > 1.5 * h) return
    // The words joining label and value may wrap with it: "The dwelling is" / "covered for $…".
    const lead = hit.field.type === 'Text' ? 0 : (CONNECTOR.exec(first.text)?.[0].length ?? 0)
    // A centred line of its own is the whole name ("Ann Lee, Trustee of the Lee Family Trust").
    const wrapped =
      hit.field.type !== 'Text'
        ? first.text.slice(lead)
        : centred
          ? first.text.trimEnd()
          : toClauseEnd(first.text)
    const v = readFieldValue(hit.field, hit.variant, wrapped, phoneShapeAllowed(hit, next))
    if (v === undefined || v.start > 0) return
    // A value centred on a line of its own under the line its label ends is set out as a caption's
    // value is ("This is to certify that" / "ANN LEE" / "is insured by" / "ACME MUTUAL"): the
    // line under the label is the value, whole.
    const display = sameAxis && lead === 0 && v.end >= first.text.trimEnd().length - 1
    if (display) emit(first, 0, v, WEIGHT.below, 'below', next)
    else emit(first, lead, v, PROSE_WEIGHT * 0.95, 'inline', next)
    return
  }
  if (hit.field.type === 'Currency' && WORDS_TO_LINE_END.test(rest)) {
    wrappedWords(hit, rest, page, emit)
    return
  }
  // (An identifier reads its own end: the letters after its figures that a comma ends are its
  // own, "number CAM 6508 NJ, written by …".)
  let body =
    hit.field.type === 'Text' && !IDENTIFIER_IDS.has(hit.field.id) ? toClauseEnd(rest) : rest
  // A sentence names a street's town after "in" ("The home at 9096 Chervil Road in Jerome is …").
  if (hit.field.id === 'property.address') body = body.replace(/\s+in\s+[A-Z][\s\S]*$/, '')
  const v = readFieldValue(hit.field, hit.variant, body, phoneShapeAllowed(hit, hit.line))
  // The value follows the label, or its figures follow it in words ("of Two Thousand Dollars ($2,000)").
  if (v === undefined) return
  if (v.start > 1 && !wordsSpellAmount(body.slice(0, v.start), Number(v.normalized))) return
  emit(hit.cell, hit.end, v, PROSE_WEIGHT, 'inline', hit.line)
}

/**
 * An amount in words that the line's end cuts ("… in the amount of Five Hundred Sixteen" /
 * "Thousand Dollars ($516,000), …"): the words go on at the start of the paragraph's next line,
 * up to the figures, which are the value (field-values.ts checks the words spell them).
 */
function wrappedWords(hit: LabelHit, rest: string, page: PageView, emit: Emit): void {
  const next = page.lines[hit.line.index + 1]
  const first = next?.cells[0]
  if (next === undefined || first === undefined || next.bbox.page !== hit.line.bbox.page) return
  const h = Math.max(hit.line.height, 1e-6)
  if (Math.abs(first.bbox.x0 - hit.cell.bbox.x0) * page.aspect > 2 * h) return
  if (next.bbox.y0 - hit.line.bbox.y1 > 1.5 * h) return
  const head = rest.trim()
  const v = readFieldValue(hit.field, hit.variant, `${head} ${first.text}`)
  const shift = head.length + 1
  if (v === undefined || v.start < shift) return
  emit(
    first,
    0,
    { ...v, start: v.start - shift, end: v.end - shift },
    PROSE_WEIGHT * 0.95,
    'inline',
    next,
  )
}

/**
 * The first cell of the next line when a label inside a sentence ends its line's last cell and
 * the next line starts the same paragraph (same left edge, close under it).
 */
export function paragraphNext(hit: LabelHit, page: PageView): Cell | undefined {
  if (hit.start <= 2 || hit.cellIndex !== hit.line.cells.length - 1) return undefined
  // A sentence: several words before the label.
  if (!/(?:\S+\s+){3}/.test(hit.cell.text.slice(0, hit.start))) return undefined
  const next = page.lines[hit.line.index + 1]
  const cell = next?.cells[0]
  if (next === undefined || cell === undefined || next.bbox.page !== hit.line.bbox.page)
    return undefined
  const h = Math.max(hit.line.height, 1e-6)
  if (Math.abs(cell.bbox.x0 - hit.line.cells[0]!.bbox.x0) * page.aspect > h) return undefined
  if (next.bbox.y0 - hit.line.bbox.y1 > 1.5 * h) return undefined
  return cell
}
