/**
 * An agent's e-mail (or letter) ends with its writer's signature: the writer's name, the agency's
 * name (alone on its line or after the writer's title, "Account Manager | Alder Insurance
 * Group"), and the agency's telephone, e-mail or licence under it. That agency is the producer,
 * though no label names it. Only a block that a closing ("Thanks,", "Sincerely,") or the
 * message's own header ("From:", "Subject:") marks as a signature is read, and only a name that
 * is an agency's: an insurer's service desk or a lender's signs so too.
 */
import { extractionField } from '../../shared/extraction/field-schema'
import { AGENCY_CONTACT, AGENCY_ONLY, CONTACT, NOT_AGENCY } from './agency-letterhead'
import { namesInsurerOnly, readFieldValue } from './field-values'
import type { Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/** A closing before a signature: "Thanks,", "Best regards,", "Sincerely,". */
const CLOSING =
  /^(?:thanks|thank\s+you|many\s+thanks|regards|best(?:\s+regards)?|kind\s+regards|warm\s+regards|sincerely(?:\s+yours)?|yours\s+(?:truly|sincerely)|cheers|respectfully)[,.!]?$/i

/** An e-mail's header line: the page is a message, whose last name block is its signature. */
const MAIL_HEADER = /^(?:from|sent|to|cc|subject|date)\s*:\s*\S/i

/** A person's name, a credential or two after it ("Meirion Cattermole, CISR"). */
const PERSON = /^[A-Z][\p{L}'’.-]+(?:\s+[A-Z][\p{L}'’.-]*){1,3}(?:,\s*[A-Z][A-Za-z]{1,5}\.?)*$/u

/** A title that says the writer works for an agency: an account manager, an agent, a CSR. */
const AGENT_TITLE = /\b(?:agent|producer|broker|account\s+(?:manager|executive)|cisr|csr|cic)\b/i

/** A signature's agency is trusted less than a labelled producer. */
const SCORE = 0.8

const PRODUCER = extractionField('policy.producer')

const lineText = (l: Line | undefined): string =>
  (l?.cells ?? []).map((c) => c.text.trim()).join(' ')

/** The agency an agent's signature names, as the producer's candidate. */
export function signatureAgency(lines: readonly Line[]): Candidate[] {
  if (PRODUCER === undefined) return []
  const mail = lines.some((l) => MAIL_HEADER.test(lineText(l)))
  for (const [i, line] of lines.entries()) {
    // The firm stands alone under the writer's name, or after the writer's title and a bar (a
    // cell of its own when the bar parts them).
    const cell = line.cells[line.cells.length - 1]
    if (cell === undefined || line.cells.length > 2 || i === 0) continue
    const text = cell.text.trim()
    const bar = text.lastIndexOf('|')
    const title = line.cells.length === 2 ? line.cells[0]!.text : bar < 0 ? '' : text.slice(0, bar)
    const firm = text.slice(bar + 1).trim()
    if (line.cells.length === 2 && bar >= 0) continue
    const person = lineText(lines[i - 1])
    const contact = lineText(lines[i + 1])
    if (!PERSON.test(person) || !CONTACT.test(contact) || !sameBlock(lines, i)) continue
    const closing = CLOSING.test(lineText(lines[i - 2]))
    if (!closing && !mail) continue
    if (NOT_AGENCY.test(firm) || namesInsurerOnly(firm)) continue
    if (!AGENCY_ONLY.test(firm) && !AGENCY_CONTACT.test(contact) && !AGENT_TITLE.test(title))
      continue
    const v = readFieldValue(PRODUCER, undefined, firm)
    if (v === undefined || v.printed.length < firm.length - 1) continue
    const start = cell.text.indexOf(firm)
    const trust = wordTrust(cell.confidence)
    return [
      {
        field: PRODUCER.id,
        value: v.printed,
        normalized: v.normalized,
        bbox: boxOfRange(cell, start, start + v.printed.length),
        score: SCORE * v.quality * trust,
        relation: 'below',
        labelKey: `signature:${line.bbox.page}:${line.index}`,
        evidence: { label: SCORE, quality: v.quality, trust },
      },
    ]
  }
  return []
}

/** The writer's name, the firm and the contact line stand one under the other at one margin. */
function sameBlock(lines: readonly Line[], i: number): boolean {
  const block = [lines[i - 1], lines[i], lines[i + 1]]
  const x0 = block[0]!.cells[0]!.bbox.x0
  for (let k = 1; k < block.length; k++) {
    const prev = block[k - 1]!
    const next = block[k]!
    const first = next.cells[0]
    if (first === undefined || next.bbox.page !== prev.bbox.page) return false
    if (Math.abs(first.bbox.x0 - x0) > 0.01) return false
    if (next.bbox.y0 - prev.bbox.y1 > 1.2 * Math.max(prev.height, 1e-6)) return false
  }
  return true
}
