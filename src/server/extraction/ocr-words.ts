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

/** OCR tokens with their misread label words put right (each token holds one word). */
export function correctLabelWords(tokens: readonly TextToken[]): TextToken[] {
  return tokens.map((t) => {
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
