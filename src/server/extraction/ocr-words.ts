/**
 * Label words OCR misread ("Bult", "Deductble", "Lienhiolder", "Locator"), put right before the
 * labels are looked for: a word OCR was unsure of that is one edit (two for long words) away from
 * exactly one word labels are made of is read as that word. Words OCR was sure of, words with
 * digits and short words are left alone, so values are not rewritten into label words.
 */
import type { TextToken } from './types'

/** Words the printed labels of the schema's fields are made of (labels.ts). */
const LABEL_WORDS = [
  'policy',
  'number',
  'certificate',
  'contract',
  'insurance',
  'insurer',
  'carrier',
  'company',
  'issuing',
  'underwritten',
  'provided',
  'named',
  'insured',
  'insureds',
  'applicant',
  'policyholder',
  'holder',
  'additional',
  'effective',
  'expiration',
  'expiry',
  'expires',
  'inception',
  'period',
  'term',
  'coverage',
  'premium',
  'annual',
  'total',
  'dwelling',
  'building',
  'limit',
  'liability',
  'deductible',
  'perils',
  'mortgagee',
  'lienholder',
  'lender',
  'payee',
  'mortgage',
  'loan',
  'reference',
  'producer',
  'agent',
  'agency',
  'broker',
  'property',
  'location',
  'premises',
  'residence',
  'described',
  'address',
  'year',
  'built',
  'construction',
  'constructed',
] as const

const DICTIONARY: ReadonlySet<string> = new Set(LABEL_WORDS)

/** Below this OCR confidence a word may be a misreading. */
const UNSURE = 0.8

/** Edit distance with transpositions (optimal string alignment), stopping past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const prev2 = new Array<number>(b.length + 1).fill(0)
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1)
      cur.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    prev2.splice(0, prev2.length, ...prev)
    prev = cur
  }
  return prev[b.length] ?? max + 1
}

/** The label word a misread word stands for, or undefined. */
export function labelWordFor(word: string): string | undefined {
  const lower = word.toLowerCase()
  if (lower.length < 4 || !/^[a-z]+$/.test(lower) || DICTIONARY.has(lower)) return undefined
  const max = lower.length >= 8 ? 2 : 1
  let found: string | undefined
  for (const w of LABEL_WORDS) {
    if (editDistance(lower, w, max) > max) continue
    // Two label words equally near: no way to tell which was meant.
    if (found !== undefined) return undefined
    found = w
  }
  return found
}

/** True when a word is one labels are made of, or one edit away from one (OCR's misreading). */
export function isLabelWord(word: string): boolean {
  return DICTIONARY.has(word.toLowerCase()) || labelWordFor(word) !== undefined
}

/** Keeps the case pattern of the word it replaces: "BULT" → "BUILT", "Bult" → "Built". */
function inCaseOf(original: string, word: string): string {
  if (original === original.toUpperCase()) return word.toUpperCase()
  if (/^[A-Z]/.test(original)) return word[0]!.toUpperCase() + word.slice(1)
  return word
}

/**
 * Two-word captions: a word beside the other word of one of these, on the line OCR read them in,
 * is that caption's word when it is near it, however sure OCR was ("Named Inzred", "Poticy No",
 * "YEAR But"): the word printed beside it says which caption it is.
 */
const CAPTIONS = [
  'policy number',
  'policy no',
  'policy period',
  'policy term',
  'policy premium',
  'named insured',
  'insured name',
  'insured location',
  'insured property',
  'year built',
  'year constructed',
  'construction year',
  'effective date',
  'expiration date',
  'expiry date',
  'total premium',
  'annual premium',
  'insurance company',
  'insurance carrier',
  'issuing company',
  'loan number',
  'loan no',
  'mortgagee name',
  'property address',
  'property location',
  'premises address',
  'agency name',
  'agent name',
  'producer name',
  'dwelling limit',
  'dwelling coverage',
  'all perils',
  'policy deductible',
  'additional insured',
  'additional interest',
  'loss payee',
  'mailing address',
  'street address',
  'residence premises',
].map((c) => c.split(' ') as [string, string])

/** Edits a word of five letters or more may be from the caption word its neighbour calls for. */
const CAPTION_EDITS = 2
/** Caption words shorter than this ("no") are never the target of a correction. */
const CAPTION_WORD_MIN = 4

/** The caption word a misread word stands for, given the words OCR read before and after it. */
export function captionWordFor(
  word: string,
  before: string | undefined,
  after: string | undefined,
): string | undefined {
  const lower = word.toLowerCase()
  if (lower.length < 3) return undefined
  const clean = (w: string | undefined): string | undefined =>
    w
      ?.toLowerCase()
      .replace(/\(s\)$/, '')
      .replace(/^[^a-z]+|[^a-z]+$/g, '')
  const prev = clean(before)
  const next = clean(after)
  const found = new Set<string>()
  for (const [a, b] of CAPTIONS) {
    if (prev === a && b.length >= CAPTION_WORD_MIN) found.add(b)
    if (next === b && a.length >= CAPTION_WORD_MIN) found.add(a)
  }
  const near = [...found].filter(
    (w) =>
      // A longer form of the word ("dates", "premiums") is another word, rightly read.
      !lower.startsWith(w) &&
      // Short words are near too many others ("Form" is two edits from "Term"), unless they
      // are the caption's word with letters lost ("But" for "Built").
      (lower.length >= 5
        ? editDistance(lower, w, CAPTION_EDITS) <= CAPTION_EDITS
        : editDistance(lower, w, 1) <= 1 ||
          (w.length - lower.length <= CAPTION_EDITS && isSubsequence(lower, w))),
  )
  // Words that are already one of the caption's words, or near two of them, are left alone.
  return near.length === 1 && !found.has(lower) ? near[0] : undefined
}

/** True when the letters of `a` appear in `b` in order. */
function isSubsequence(a: string, b: string): boolean {
  let k = 0
  for (const c of b) if (c === a[k]) k++
  return k === a.length
}

/** A word with punctuation around it: leading marks, letters, trailing marks (or "(s)"). */
const PUNCTUATED_WORD = /^([^A-Za-z]*)([A-Za-z]+)((?:\(s\))?[^A-Za-z]*)$/

/** A word with one mark after it: "ANNUAL," "RESIDENCE." */
const MARKED_WORD = /^([A-Za-z]+)[.,;:]$/

/** True when two words (punctuation aside) are the two words of a caption. */
function isCaptionPair(a: string, b: string): boolean {
  const x = a.toLowerCase()
  const y = b
    .toLowerCase()
    .replace(/\(s\)$/, '')
    .replace(/[^a-z]+$/, '')
  return CAPTIONS.some(([p, q]) => p === x && q === y)
}

/**
 * A mark OCR read between the two words of a caption ("ANNUAL, PREMIUM", "RESIDENCE. PREMISES"):
 * a speck or a JPEG artefact beside the first word's last letter, since no caption is printed
 * with one there; it would otherwise end the label after its first word. Only when the next word
 * on the same OCR line makes the caption.
 */
function dropMarksInsideCaptions(tokens: readonly TextToken[]): TextToken[] {
  return tokens.map((t, i) => {
    const m = MARKED_WORD.exec(t.text)
    const next = tokens[i + 1]
    if (m === null || next === undefined || t.ocrLine === undefined) return t
    if (next.ocrLine !== t.ocrLine || !isCaptionPair(m[1] ?? '', next.text)) return t
    return { ...t, text: m[1] ?? t.text }
  })
}

/** OCR tokens with their misread label words put right (each token holds one word). */
export function correctLabelWords(tokens: readonly TextToken[]): TextToken[] {
  return dropMarksInsideCaptions(correctMisreadWords(tokens))
}

function correctMisreadWords(tokens: readonly TextToken[]): TextToken[] {
  return tokens.map((t, i) => {
    const m = PUNCTUATED_WORD.exec(t.text)
    if (m !== null && t.ocrLine !== undefined) {
      const side = (k: number): string | undefined => {
        const o = tokens[k]
        return o !== undefined && o.ocrLine === t.ocrLine ? o.text : undefined
      }
      const fixed = captionWordFor(m[2] ?? '', side(i - 1), side(i + 1))
      if (fixed !== undefined)
        return { ...t, text: `${m[1] ?? ''}${inCaseOf(m[2] ?? '', fixed)}${m[3] ?? ''}` }
    }
    if (t.confidence >= UNSURE) return t
    // Punctuation around the word stays: "Bult:" → "Built:"; so do slashes between words
    // ("EREECTIVE/EXPERATION:" → "EFFECTIVE/EXPIRATION:").
    if (!/^[^A-Za-z]*[A-Za-z]+(?:\/[A-Za-z]+)*[^A-Za-z]*$/.test(t.text)) return t
    const text = t.text.replace(/[A-Za-z]+/g, (word) => {
      const fixed = labelWordFor(word)
      return fixed === undefined ? word : inCaseOf(word, fixed)
    })
    return text === t.text ? t : { ...t, text }
  })
}
