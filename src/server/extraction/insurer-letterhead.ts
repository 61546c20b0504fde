/**
 * An insurer's name printed as a letterhead: large at the top of a page, or in ordinary print under
 * a logo when only an insurer can bear it, and the full name a logo's brand stands for. No label
 * names these values, so they are trusted less than labelled ones (text-matcher.ts weighs them).
 */
import { extractionField } from '../../shared/extraction/field-schema'
import { boxIoU } from './coordinates'
import { namesInsurerOnly, readFieldValue, soundsLikeInsurer } from './field-values'
import { isFormHeader } from './label-text'
import type { Cell, Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'

const CARRIER = extractionField('policy.carrier')

/**
 * A logo's brand ("Schooner Plains") is the start of the insurer's name, which the page prints in
 * full elsewhere ("Schooner Plains Insurance Company, policy number …"): that full name is the
 * value, where it is printed. A brand that is already an insurer's name is kept.
 */
export function fullInsurerName(head: Candidate, lines: readonly Line[]): Candidate | undefined {
  // (Initials are short for a name even when their brand has an insurer's word: "SLV Mutual".)
  const spelled = spelledOut(head, lines)
  if (spelled !== undefined || soundsLikeInsurer(head.value)) return spelled
  for (const brand of brandsOf(head.value)) {
    const found = fullNameOf(head, brand, lines)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * A brand that starts with initials ("SLV MUTUAL") stands for the name they abbreviate where the
 * page prints it: "Saint Lawrence Valley Mutual" (the initials' words, then the brand's rest).
 */
function spelledOut(head: Candidate, lines: readonly Line[]): Candidate | undefined {
  const m = /^([A-Z]{2,5})\s+([A-Za-z ]{3,40})$/.exec(head.value.trim())
  if (m === null || CARRIER === undefined) return undefined
  const words = [...m[1]!].map((ch) => `${ch}[a-z'’]+`).join(String.raw`\s+`)
  const rest = [...m[2]!].map((ch) =>
    ch === ' ' ? String.raw`\s+` : `[${ch.toLowerCase()}${ch.toUpperCase()}]`,
  )
  const name = new RegExp(String.raw`(?<![\w-])${words}\s+${rest.join('')}(?![\w-])`)
  for (const line of lines) {
    if (line.bbox.page !== head.bbox.page) continue
    for (const cell of line.cells) {
      const found = name.exec(cell.text)
      if (found === null) continue
      const v = readFieldValue(CARRIER, undefined, found[0])
      if (v === undefined) continue
      return {
        ...head,
        value: v.printed,
        normalized: v.normalized,
        bbox: boxOfRange(cell, found.index, found.index + found[0].length),
      }
    }
  }
  return undefined
}

/**
 * The brands a large name may stand for: the name itself, and a publication's title named after
 * the insurer ("The Buttermere Property Hearthside", a newsletter) without its article and its
 * own last word, when two words or more remain.
 */
function brandsOf(name: string): string[] {
  const words = name
    .toLowerCase()
    .replace(/^the\s+/, '')
    .split(/\s+/)
  const out = [name.toLowerCase()]
  if (words.length >= 3) out.push(words.slice(0, -1).join(' '))
  return out
}

function fullNameOf(head: Candidate, brand: string, lines: readonly Line[]): Candidate | undefined {
  for (const line of lines) {
    if (line.bbox.page !== head.bbox.page) continue
    for (const cell of line.cells) {
      if (boxIoU(cell.bbox, head.bbox) > 0.5) continue
      const at = cell.text.toLowerCase().indexOf(brand)
      if (at < 0 || (at > 0 && /\w/.test(cell.text[at - 1] ?? ''))) continue
      // The name runs on to the end of its clause.
      const rest = cell.text.slice(at)
      const end = rest.search(/[,;:(]|\.(?:\s|$)|\s{2}|$/)
      const name = rest.slice(0, end).trim()
      if (name.length <= brand.length || !soundsLikeInsurer(name) || CARRIER === undefined) continue
      const v = readFieldValue(CARRIER, undefined, name)
      if (v === undefined) continue
      return {
        ...head,
        value: v.printed,
        normalized: v.normalized,
        bbox: boxOfRange(cell, at, at + name.length),
      }
    }
  }
  return undefined
}

/** A carrier candidate read from a letterhead cell, scored by how much its print is trusted. */
function carrierCandidate(
  v: { printed: string; normalized: string; quality: number },
  cell: Cell,
  weight: number,
  labelKey: string,
): Candidate {
  const trust = wordTrust(cell.confidence)
  return {
    field: 'policy.carrier',
    value: v.printed,
    normalized: v.normalized,
    bbox: cell.bbox,
    score: weight * v.quality * trust,
    relation: 'letterhead',
    evidence: { label: 0, quality: v.quality, trust },
    labelKey,
  }
}

/** Trust in an insurer's name in ordinary print at the top of a page, with no label. */
const HEADING_NAME_SCORE = 0.7

/** Words of a document's title: a large line with them is the title, not the insurer. */
const TITLE_WORDS =
  /\b(?:declarations?|policy|certificate|evidence|proof|summary|schedule|page|renewal|notice|application|binder|statement|information|important|welcome|overview|details|coverages?|homeowners?|form|invoice|bill(?:ing)?|quote|endorsement|identification|your|dear|thank)\b/i

/** A name as a letterhead prints it: a few capitalised words, no digits, no punctuation of a sentence. */
const LETTERHEAD_NAME =
  /^(?=.*[A-Za-z]{3})[A-Z][A-Za-z&.,'’-]*(?:\s+(?:[A-Z&][A-Za-z&.,'’-]*|of|and|the|de|du)){0,7}$/

/**
 * An insurer's name printed large at the top of a page (a letterhead, the logo's text): a carrier
 * candidate without a label, trusted less than a labelled one, and less still when the name has
 * no insurer's word in it.
 */
export function letterhead(lines: readonly Line[]): Candidate[] {
  const heights = lines.map((l) => l.height).sort((a, b) => a - b)
  const median = heights[Math.floor(heights.length / 2)] ?? 0
  const out: Candidate[] = []
  for (const line of lines) {
    if (line.bbox.y1 > 0.2 || line.cells.length > 3) continue
    if (producersHeading(line, lines)) continue
    const large = line.height >= median * 1.35
    for (const cell of line.cells) {
      const text = cell.text.trim()
      if (!LETTERHEAD_NAME.test(text) || TITLE_WORDS.test(text) || isFormHeader(text)) continue
      // A name in ordinary print under the logo is the insurer's only when nothing else can
      // bear its name ("… Reciprocal Insurers", "… Mutual Insurance Company").
      if (!large || (median > 0 && cell.bbox.y1 - cell.bbox.y0 < median * 1.3)) {
        if (!namesInsurerOnly(text) || line.bbox.y1 > 0.16) continue
        const v = CARRIER === undefined ? undefined : readFieldValue(CARRIER, undefined, text)
        if (v === undefined) continue
        out.push(
          carrierCandidate(v, cell, HEADING_NAME_SCORE, `heading:${line.bbox.page}:${line.index}`),
        )
        continue
      }
      const insurer = soundsLikeInsurer(text)
      // A name without an insurer's word is a letterhead only when it is printed much larger
      // (a bold name on a scan is not).
      if (
        !insurer &&
        (line.height < median * 1.6 ||
          /\b(?:agency|agents?|brokerage|brokers?|bank|mortgage|lending)\b/i.test(text))
      )
        continue
      // A firm that serves insurers heads its own report: only an insurer's own words ("Mutual",
      // "Insurance Company") make such a name an insurer's ("Inc." does not).
      if (SERVICE_FIRM.test(text) && !namesInsurerOnly(text)) continue
      const v = CARRIER === undefined ? undefined : readFieldValue(CARRIER, undefined, text)
      if (v === undefined) continue
      out.push(
        carrierCandidate(
          v,
          cell,
          insurer ? 0.8 : 0.68,
          `letterhead:${line.bbox.page}:${line.index}`,
        ),
      )
    }
  }
  // A logo's large letters are often the insurer's short name: its full name in ordinary print
  // under the logo is the better answer.
  if (out.some((c) => c.labelKey?.startsWith('heading:') === true))
    return out.map((c) =>
      c.labelKey?.startsWith('letterhead:') === true ? { ...c, score: c.score * 0.6 } : c,
    )
  return out
}

/**
 * A firm that serves insurers and lenders (a flood zone vendor, an inspection or data firm) heads
 * its own certificate or report.
 */
const SERVICE_FIRM =
  /\b(?:services|data|solutions|systems|technolog(?:y|ies)|consulting|consultants|inspections?|appraisals?|analytics|determinations?|management)\b/i

/** A producer's licence or code: the name above it is the agency's, not the insurer's. */
const PRODUCER_LICENCE =
  /\b(?:producer|agent|agency|broker)(?:'s)?\s+(?:licen[cs]e|lic\.|no\.|number|code|id)/i

/**
 * A letterhead right over a line giving a producer's licence ("Producer license no. 0874192") is
 * the agency's own: an agency's name may carry an insurer's words ("… Insurance Group").
 */
function producersHeading(line: Line, lines: readonly Line[]): boolean {
  const next = lines[line.index + 1]
  if (next === undefined || next.bbox.page !== line.bbox.page) return false
  if (next.bbox.y0 - line.bbox.y1 > 1.5 * Math.max(line.height, 1e-6)) return false
  return next.cells.some((c) => PRODUCER_LICENCE.test(c.text))
}
