/**
 * The second line of a name that wrapped in its box ("Harbor Point Mutual" over "Insurance
 * Company"), told from what else a box prints under a name: an address, a phone number, a
 * clause, the next box's caption, a contact person.
 */
import type { BoundingBox } from '../../shared/extraction/types'
import { columnOf } from './label-columns'
import { looksLikeLabel, startsWithLabel } from './label-text'
import type { Line } from './layout'
import type { PageView } from './page-geometry'

/** Lines a name may take after its first: a long company's name wraps twice in a narrow box. */
const MAX_MORE_LINES = 3

/**
 * The rest of a name that wrapped over one or more lines, each directly under the one above and
 * as tightly spaced as the first two ("Uncompahgre Basin Federal Savings" / "and Loan Association
 * of Western" / "Colorado"). Lines after the second must read as a name's words alone; a name left
 * hanging on "of", "and" or "&" when its next line fails is cut short, and so is not returned.
 */
export function continuation(
  page: PageView,
  line: Line,
  value: BoundingBox,
  valueText: string,
): { text: string; bbox: BoundingBox; cut: boolean } | undefined {
  let found: { text: string; bbox: BoundingBox } | undefined
  let at = { line, box: value, text: valueText }
  let firstGap: number | undefined
  for (let n = 0; n < MAX_MORE_LINES; n++) {
    const more = nextLineOf(page, at.line, at.box, at.text, n > 0)
    if (more === undefined) break
    const gap = more.bbox.y0 - at.box.y1
    // Each further line as close under the one above as the second was under the first.
    if (firstGap !== undefined && gap > firstGap + 0.3 * Math.max(line.height, 1e-6)) break
    firstGap ??= gap
    found = {
      text: found === undefined ? more.text : `${found.text} ${more.text}`,
      bbox: found === undefined ? more.bbox : union(found.bbox, more.bbox),
    }
    at = { line: more.line, box: more.bbox, text: `${at.text} ${more.text}` }
  }
  if (found === undefined) return undefined
  return { ...found, cut: DANGLING.test(found.text) }
}

/** A name that stops on a joining word goes on somewhere this reading did not find. */
const DANGLING = /(?:^|\s)(?:of|and|&|the|for|at)\s*$/i

function union(a: BoundingBox, b: BoundingBox): BoundingBox {
  return {
    page: a.page,
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  }
}

/**
 * The next line of a name that wrapped: directly under the value, starting where it starts,
 * with nothing left of it on its line (no label of its own), and not an address, a phone number,
 * a clause or another label. A third or later line (`further`) must hold only a name's words.
 */
function nextLineOf(
  page: PageView,
  line: Line,
  value: BoundingBox,
  valueText: string,
  further: boolean,
): { text: string; bbox: BoundingBox; line: Line } | undefined {
  const h = Math.max(line.height, 1e-6)
  const slack = (1.2 * h) / page.aspect
  // The line under the value (lines of other columns may come between in reading order).
  const next = page.lines
    .slice(line.index + 1, line.index + 4)
    .find(
      (l) =>
        l.bbox.page === line.bbox.page &&
        l.cells.some((c) => c.bbox.x1 > value.x0 - slack && c.bbox.x0 < value.x1),
    )
  // The gap in heights of the value's whole line: OCR boxes hug the letters, so the gap between
  // two lines of small letters looks wider than a PDF's text boxes make it.
  const lineHeight = Math.max(h, line.bbox.y1 - line.bbox.y0)
  if (next === undefined || (next.bbox.y0 - value.y1) / lineHeight > 0.7) return undefined
  const first = next.cells.find((c) => c.bbox.x1 > value.x0 - slack)
  if (first === undefined || Math.abs(first.bbox.x0 - value.x0) > slack) return undefined
  // A label left of it on its line makes it that label's value (another column's plain text
  // does not).
  if (
    next.cells.some(
      (c) =>
        c.bbox.x1 <= value.x0 - slack &&
        (page.labelCells.has(c) ||
          /[:#]\s*$/.test(c.text) ||
          // Text close left of it runs into it; another column's amount does not.
          (value.x0 - c.bbox.x1 < 4 * slack && !AMOUNT_ONLY.test(c.text)) ||
          // A caption in the page's column of labels, whatever it says.
          columnOf(c, page.labelColumns) !== undefined),
    )
  )
    return undefined
  const text = first.text.trim()
  // A second line is printed as large as the first: smaller print under a value is its caption.
  // (A PDF's text boxes are as high as the font; OCR's hug the letters, so only PDFs tell.)
  if (
    first.tokens.every((t) => t.font !== undefined) &&
    first.bbox.y1 - first.bbox.y0 < 0.85 * (value.y1 - value.y0)
  )
    return undefined
  // The tail of a company's name may read like a label ("… Insurance | Company", "… | Agency"),
  // unless the name above is complete already ("… Agency, Inc.", "… Insurers"): then it is the
  // next box's caption.
  const nameTail = COMPANY_TAIL.test(text) && !COMPLETE_NAME.test(valueText)
  // A line in capitals under a value in mixed case, or the other way round, is set apart from it:
  // a caption, not the rest of the name.
  if (
    caseOf(text) !== undefined &&
    caseOf(valueText) !== undefined &&
    caseOf(text) !== caseOf(valueText)
  )
    return undefined
  if (/[:#]\s*$/.test(text)) return undefined
  if (!nameTail && (page.labelCells.has(first) || looksLikeLabel(text) || startsWithLabel(text)))
    return undefined
  if (/\d|@|\b(?:isaoa|atima|successors|assigns|p\.?\s?o\.?\s+box)\b/i.test(text)) return undefined
  // A trade name ("DBA Harbor Rentals"), someone in care of it, or a person with a designation
  // ("Nikolai Cienfuegos, CIC") is another name than the one above.
  if (/^(?:d\.?\s?b\.?\s?a\.?|t\/a|c\/o|attn)\b/i.test(text)) return undefined
  if (/,\s*(?:cic|cpcu|cisr|crm|aai|clu|chfc|arm|cpia|lutcf|agent|producer)\.?\s*$/i.test(text))
    return undefined
  if (!/^[A-Za-z&]/.test(text)) return undefined
  // A line of more than four words, or a third line, continues a name only in a name's words: a
  // sentence or an address under it does not.
  const nameWords = text.split(' ').every((w) => NAME_WORD.test(w)) && !STREET_END.test(text)
  if (text.split(' ').length > (nameWords ? 6 : 4) || (further && !nameWords)) return undefined
  // A person's name under a business's ("Caddington Insurance Center" over "Gruffydd
  // Postlethwaite"): the box's contact person, not the rest of the business's name.
  if (BUSINESS_END.test(valueText) && PERSON.test(text) && !BUSINESS_WORD.test(text))
    return undefined
  return { text, bbox: first.bbox, line: next }
}

/** A cell that holds only an amount or a number: another column's value. */
const AMOUNT_ONLY = /^\s*-?\$?\s*[\d.,]+\s*%?\s*$/

/** A word of a name: capitalised, an initial, or a joining word ("of", "and", "&"). */
const NAME_WORD = /^(?:[A-Z][A-Za-z'’.-]*,?|&|and|of|the|for|at|de|du|la|von|van)$/

/** An address line without its number ends in the street's kind. */
const STREET_END =
  /\b(?:street|st\.?|avenue|ave\.?|road|rd\.?|drive|dr\.?|lane|ln\.?|boulevard|blvd\.?|court|ct\.?|place|pl\.?|parkway|pkwy\.?|highway|hwy\.?|suite|floor)\s*$/i

/** The last word of a business's name: its kind of business or its legal form. */
const BUSINESS_END =
  /\b(?:insurance|agency|agencies|brokers?|brokerage|center|centre|services|associates|partners|group|advisors|advisers|underwriters|company|co\.|inc\.?|llc|ltd\.?|corp(?:oration)?\.?)\s*$/i
/** Words of a business's name, which no person's name holds. */
const BUSINESS_WORD =
  /\b(?:insurance|agency|brokers?|brokerage|center|services|associates|partners|group|mutual|company|bank|trust|holdings|realty|properties|financial|capital|inc|llc|corp)\b/i
/** A person's name: two or three capitalised words, a middle initial allowed. */
const PERSON =
  /^[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?){1,2}$/

/** A company's name that ends in its legal form or kind: nothing more of it follows. */
const COMPLETE_NAME =
  /\b(?:inc\.?|llc|l\.l\.c\.|ltd\.?|corp(?:oration)?\.?|company|co\.|insurers|exchange|n\.a\.|agency|group|brokerage|bank)\s*$/i

/**
 * 'upper' for a text in capitals, 'mixed' for one with small letters; undefined for one with no
 * word or only short capitals ("LLC", "N.A." end names in any case).
 */
function caseOf(text: string): 'upper' | 'mixed' | undefined {
  if (/[a-z]{2}/.test(text)) return 'mixed'
  return /[A-Z]{4}/.test(text) && !/[a-z]/.test(text) ? 'upper' : undefined
}

/** Words that end a company's name: a line holding only these finishes the line above. */
const COMPANY_TAIL =
  /^(?:(?:mutual|fire|casualty|indemnity|assurance|insurance|general|home|property|&|and|of|america|company|co\.?|corp(?:oration)?\.?|inc\.?|llc|l\.l\.c\.|group|agency|partners|bank|n\.a\.|exchange|underwriters|association)[\s,]*)+$/i
