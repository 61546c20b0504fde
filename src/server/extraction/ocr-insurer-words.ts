/**
 * "Insurer" that OCR read as "Insured": one letter apart, and the model behind tesseract leans to
 * the word it has seen far more often. The label then gives the carrier to the named insured
 * ("Insured Name: Granite State Fire Insurance") and the carrier is lost. Only where the words
 * after the label, on its OCR line, end as an insurer's name does ("… Insurance", "… Mutual",
 * "… Reciprocal Exchange"): a person or a business insured is not named so.
 */
import type { TextToken } from './types'

/** The last word of an insurer's name. */
const INSURER_END =
  /^(?:insurance|assurance|company|co|mutual|exchange|reciprocal|underwriters|indemnity|casualty|surety)[.,]?$/i

/** The misread label: "Insured" followed by "Name", on one OCR line. */
const INSURED = /^insured$/i
const NAME = /^name:?$/i

/** True when `value` is on the label's line, to its right (OCR's line, or the same row). */
function beside(label: TextToken, value: TextToken): boolean {
  if (value.bbox.x0 < label.bbox.x1) return false
  if (value.ocrLine === label.ocrLine) return true
  const mid = (value.bbox.y0 + value.bbox.y1) / 2
  return value.ocrLine === (label.ocrLine ?? -2) + 1 && mid > label.bbox.y0 && mid < label.bbox.y1
}

/** OCR tokens with an insurer's misread label put right. */
export function correctInsurerLabels(tokens: readonly TextToken[]): TextToken[] {
  const out = [...tokens]
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!
    const name = tokens[i + 1]!
    if (t.ocrLine === undefined || name.ocrLine !== t.ocrLine) continue
    if (!INSURED.test(t.text) || !NAME.test(name.text)) continue
    // The words before it on its line must not be a caption of their own ("Named Insured Name").
    const before = tokens[i - 1]
    if (before?.ocrLine === t.ocrLine && /^(?:named|first|additional)$/i.test(before.text)) continue
    // The name: the rest of the label's OCR line, or the OCR line read beside it (sparse-text
    // OCR often reads a label and the value across from it as two lines).
    const first = tokens[i + 2]
    if (first === undefined || !beside(name, first)) continue
    let k = i + 2
    while (tokens[k + 1]?.ocrLine === first.ocrLine) k++
    const last = tokens[k]
    if (k < i + 3 || last === undefined || !INSURER_END.test(last.text)) continue
    const r = t.text.endsWith('D') ? 'R' : 'r'
    out[i] = { ...t, text: `${t.text.slice(0, -1)}${r}` }
  }
  return out
}
