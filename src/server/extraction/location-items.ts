/**
 * Lists by location on a multi-location page ("Loc. 1:", "Prem. 2 / Bldg. 1:"): the first
 * location is the policy's own, as a schedule's first row is; another location's entry (its
 * mortgage holder, its loan) answers nothing.
 */

/** A location's caption opening a cell, up to its colon. */
const LOCATION_ITEM =
  /^(?:(?:loc(?:ation)?|prem(?:ises)?|bldg|building)\.?\s*(?:no\.?\s*|#\s*)?\d+\s*(?:[/,]\s*)?)+:/i

/**
 * Which location a cell's opening caption names: 'first' when every number in it is 1, 'other'
 * when one is not, undefined when the cell opens with no such caption. `whole` asks that the
 * caption be the whole cell.
 */
export function locationItem(text: string, whole = false): 'first' | 'other' | undefined {
  const t = text.trim()
  const m = LOCATION_ITEM.exec(t)
  if (m === null || (whole && m[0].length !== t.length)) return undefined
  const numbers = m[0].match(/\d+/g) ?? []
  return numbers.every((n) => Number(n) === 1) ? 'first' : 'other'
}
