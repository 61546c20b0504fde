/**
 * Amounts written in words before their figures, as affidavits, letters and legal forms print
 * them: "Six Hundred Sixteen Thousand Dollars ($616,000)". The figures are the value; the words
 * are only let stand before them when they spell the same number (the document's own check), so
 * a sentence's words before an amount never pass for its wording.
 */

const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
}
const SCALES: Readonly<Record<string, number>> = { thousand: 1e3, million: 1e6, billion: 1e9 }

/** The number that words spell ("One Million Six Hundred Forty Thousand"), or undefined. */
export function numberInWords(words: string): number | undefined {
  const parts = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w !== '' && w !== 'and')
  if (parts.length === 0) return undefined
  let total = 0
  let group = 0
  for (const w of parts) {
    const unit = UNITS[w]
    if (unit !== undefined) group += unit
    else if (w === 'hundred') group = (group || 1) * 100
    else if (SCALES[w] !== undefined) {
      total += (group || 1) * SCALES[w]!
      group = 0
    } else return undefined
  }
  return total + group
}

/** Number words, then "dollars" and an opening parenthesis, ending a text: the figures follow. */
const WORDS_BEFORE_FIGURES =
  /((?:(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|and)[\s-]+)+)(?:u\.?s\.?\s+)?dollars\s*(?:and\s+(?:no|\d{1,2})\/100\s+)?\(\s*$/i

/**
 * True when `lead` (the text before an amount's figures) is those figures in words: "Two
 * Thousand Five Hundred Dollars (" before "$2,500". Cents in words are not read: whole dollars.
 */
export function wordsSpellAmount(lead: string, value: number): boolean {
  const m = WORDS_BEFORE_FIGURES.exec(lead)
  if (m === null || m.index > 1) return false
  const n = numberInWords(m[1] ?? '')
  return n !== undefined && n > 0 && n === Math.floor(value)
}

const NUMBER_WORD = String.raw`(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion)`

/**
 * A text that opens with an amount in words: up to "dollars (" and its figures, or up to the end
 * of the text, where the words wrap onto the next line ("… in the amount of Five Hundred Sixteen").
 */
export const OPENS_WITH_WORDS = new RegExp(
  String.raw`^${NUMBER_WORD}(?:[\s-]+(?:and\s+)?${NUMBER_WORD})*(?:[\s-]+(?:u\.?s\.?\s+)?dollars\s*\(|\s*$)`,
  'i',
)
/** Only number words, to the end of the text: an amount in words cut by the line's end. */
export const WORDS_TO_LINE_END = new RegExp(
  String.raw`^\s*${NUMBER_WORD}(?:[\s-]+(?:and\s+)?${NUMBER_WORD})*\s*$`,
  'i',
)
