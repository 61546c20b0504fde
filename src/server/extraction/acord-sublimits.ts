/**
 * Evidence forms list the policy's sub-limits one a line, each with its own limit and deductible
 * ("LIMITED FUNGUS COVERAGE  If YES, LIMIT: 25,000  DED: 1,000"; "FLOOD … DED: 5%"). A
 * deductible or limit read on such a line, under a caption on that same line, is that coverage's,
 * not the policy's (building's): an underwriter reads the line's caption before its amounts. So
 * is the deductible of a schedule's row whose subject is another coverage.
 */
import { namesOtherCoverage } from './coverage-lines'
import type { Line } from './layout'
import type { Candidate } from './page-geometry'

/** Captions of coverages that carry their own limit and deductible beside the policy's. */
const SUBLIMIT_WORDS =
  /\b(?:fungus|mold|flood|earth\s*(?:movement|quake)|equipment\s+breakdown|boiler|wind\s*\/?\s*hail|named\s+storm|hurricane|ordinance\s+or\s+law|demolition|incr(?:\.|eased)?\s+cost|terrorism|business\s+income|rental\s+value|extra\s+expense|spoilage|sinkhole|mine\s+subsidence|sewer|water\s+back[\s-]?up|crime|inland\s+marine|glass)\b/i

/**
 * True when a deductible or limit sits on a line captioned with a sub-limit, under a caption on
 * that line ("DED:"), or when a deductible column's value sits on a row captioned with another
 * coverage ("BPP", "Business Personal Property" listed above the building).
 */
function onOtherCoverageLine(c: Candidate, lines: readonly Line[]): boolean {
  if (c.field !== 'policy.deductible' && c.field !== 'policy.coverageAmount') return false
  // The label's key: page, line and cell; a label that is the line's first cell is its caption.
  const m = /^(\d+):(\d+):(\d+):/.exec(c.labelKey ?? '')
  if (m === null || Number(m[1]) !== c.bbox.page) return false
  const mid = (c.bbox.y0 + c.bbox.y1) / 2
  const line = lines.find(
    (l) => l.bbox.page === c.bbox.page && mid >= l.bbox.y0 && mid <= l.bbox.y1,
  )
  const caption = line?.cells[0]
  if (line === undefined || caption === undefined || caption.bbox.x1 > c.bbox.x0) return false
  if (line.index === Number(m[2])) return Number(m[3]) > 0 && SUBLIMIT_WORDS.test(caption.text)
  return (
    c.field === 'policy.deductible' &&
    c.relation === 'below' &&
    Number(m[2]) < line.index &&
    (namesOtherCoverage(caption.text) || SUBLIMIT_WORDS.test(caption.text))
  )
}

/** The candidates without the amounts of sub-limit lines (their limits and deductibles). */
export function withoutSublimits(found: readonly Candidate[], lines: readonly Line[]): Candidate[] {
  return found.filter((c) => !onOtherCoverageLine(c, lines))
}

/** A column heading over the deductibles' own captions ("DEDUCTIBLES" over "BUILDING"). */
const DEDUCTIBLES_HEADING = /^deductibles?$/i

/**
 * A certificate's deductibles column: its heading over captions of what each deductible is for
 * ("BUILDING $2,500", "CONTENTS"). The amount under its "BUILDING" is the building's deductible,
 * not its limit, and the heading itself captions no amount across its row (another line's limit).
 */
export function deductiblesColumn(
  found: readonly Candidate[],
  lines: readonly Line[],
): Candidate[] {
  const cellOf = (key: string | undefined): { line: Line; cell: number } | undefined => {
    const m = /^(\d+):(\d+):(\d+):/.exec(key ?? '')
    if (m === null) return undefined
    const line = lines.find((l) => l.index === Number(m[2]) && l.bbox.page === Number(m[1]))
    return line === undefined ? undefined : { line, cell: Number(m[3]) }
  }
  const headingAbove = (at: { line: Line; cell: number }): boolean => {
    const cell = at.line.cells[at.cell]
    if (cell === undefined) return false
    const h = Math.max(at.line.height, 1e-6)
    return lines.some(
      (l) =>
        l.bbox.page === at.line.bbox.page &&
        l.bbox.y1 <= cell.bbox.y0 + 0.2 * h &&
        cell.bbox.y0 - l.bbox.y1 < 1.5 * h &&
        l.cells.some(
          (c) =>
            DEDUCTIBLES_HEADING.test(c.text.trim()) &&
            Math.min(c.bbox.x1, cell.bbox.x1) - Math.max(c.bbox.x0, cell.bbox.x0) > 0,
        ),
    )
  }
  const headings = new Set<string>()
  const out: Candidate[] = []
  for (const c of found) {
    const at = cellOf(c.labelKey)
    const caption = at?.line.cells[at.cell]?.text.trim() ?? ''
    if (
      c.field === 'policy.coverageAmount' &&
      at !== undefined &&
      /^(?:building|bldg\.?)$/i.test(caption) &&
      headingAbove(at)
    ) {
      // Across its row lies another coverage's limit (the caption is the deductible's).
      if (c.relation === 'below') out.push({ ...c, field: 'policy.deductible' })
      continue
    }
    if (c.field === 'policy.deductible' && DEDUCTIBLES_HEADING.test(caption))
      headings.add(c.labelKey ?? '')
    out.push(c)
  }
  // A heading over captions: what lies across its row is another line's amount.
  const captioned = out.some((c) => c.field === 'policy.deductible' && c.relation === 'below')
  return out.filter(
    (c) =>
      !(
        captioned &&
        headings.has(c.labelKey ?? '') &&
        (c.relation === 'row' || c.relation === 'right')
      ),
  )
}
