/**
 * Street lines: where an address's street ends and its city begins, and a number that is a house
 * number because a street's name follows it (field-values.ts reads values with these).
 */

/**
 * The street line of a one-line address: cut before ", City, ST 12345" or before a spaced dash,
 * slash, bar or middle dot ("12 Teal Road - Oskaloosa IA", "259 Feldspar Lane / Grand Isle LA",
 * "8 Kiln Row · Ajo"), which no street name holds (hyphenated names have no spaces).
 */
export function streetLine(address: string): string {
  // "17710 Transept Ln Abiquiu, NM 87510": the city follows the street's type word with no comma;
  // the comma before the state says where the city ends, the type word where the street does.
  const city = STREET_THEN_CITY.exec(address)
  if (city !== null) return city[1]!.trim()
  const cut = address.search(/,|\s[-–—/·•|]\s/)
  return (cut > 0 ? address.slice(0, cut) : address).trim()
}

const STREET_TYPE = String.raw`(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|court|ct|close|boulevard|blvd|place|pl|circle|cir|terrace|ter|trail|trl|loop|spur|parkway|pkwy|highway|hwy|square|sq|row|way|walk|path|crescent|cres|alley|aly|pike|plaza|plz)\.?`
/** A house number's street after it: " Grommet Road" after "16751". */
export const STREET_AFTER_NUMBER = new RegExp(
  String.raw`^\s+(?:[nsew]\.?\s+)?(?:[a-z]+\s+){1,3}${STREET_TYPE}(?![a-z])`,
  'i',
)
/** A street line up to its type word, then the city (no comma) and the state: its street. */
export const STREET_THEN_CITY = new RegExp(
  String.raw`^(\d+[A-Za-z]?\s.*\s${STREET_TYPE})(?:\s+(?!(?:apt|unit|suite|ste|floor|fl|bldg|building|lot|room)\b)[A-Z][a-z]+){1,3}\s*,\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?\b`,
  'i',
)
