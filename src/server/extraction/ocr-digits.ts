/**
 * Letters OCR reads for the digits they look like (O for 0, l I | for 1, S for 5), put back only
 * where the value's type demands digits: in a word shaped as a numeric date ("O5/l2/2O26") or a
 * year ("2O26"). Not in identifiers: policy numbers print letters amid their digits ("560S031367").
 * Each replacement is one character for one, so offsets into the text stay those of the text as
 * read. Pure functions.
 */

const DIGIT_FOR: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  I: '1',
  l: '1',
  '|': '1',
  S: '5',
}

const digitsOf = (word: string): string => word.replace(/[OoIl|S]/g, (c) => DIGIT_FOR[c] ?? c)

/**
 * A word that is a numeric date (month, day and year parted by / . or -) or a four-digit year,
 * printed in digits and the letters OCR takes for them. At least as many true digits as a date's
 * or year's shortest form minus one: a word of letters is never turned into digits.
 */
const DATE_SHAPED =
  /(?<![A-Za-z0-9/|])(?:[0-9OoIl|S]{1,2}([/.-])[0-9OoIl|S]{1,2}\1[0-9OoIl|S]{2,4}|[12OIl|][0-9OoIl|S]{3})(?![A-Za-z0-9|]|\/\d)/g

/** At least this share of a date-shaped word's characters (separators aside) are true digits. */
const MIN_TRUE_DIGITS = 0.6

/** `text` with look-alike letters in its date-shaped words read as digits (offsets kept). */
export function datesInDigits(text: string): string {
  if (!/\d/.test(text) || !/[OoIl|S]/.test(text)) return text
  return text.replace(DATE_SHAPED, (word) => {
    const chars = word.replace(/[/.-]/g, '')
    const digits = chars.replace(/\D/g, '').length
    if (digits === chars.length || digits < MIN_TRUE_DIGITS * chars.length) return word
    return digitsOf(word)
  })
}
