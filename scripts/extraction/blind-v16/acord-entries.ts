/**
 * Small helpers to write an ACORD filling: one entry per form field, check boxes to tick, values
 * the form shrinks to fit, and an address's city, state and ZIP boxes.
 */
import type { FillEntry } from './acord-fill'

export const e = (
  name: string,
  field: FillEntry['field'],
  printed: string,
  normalized?: string,
  words?: string,
): FillEntry => ({
  name,
  field,
  printed,
  ...(normalized === undefined ? {} : { normalized }),
  ...(words === undefined ? {} : { words }),
})

/** A check box to tick. */
export const tick = (name: string): FillEntry => ({ name, field: null, printed: '', check: true })

/** A value the form shrinks to fit its box (narrow date boxes, long names). */
export const fit = (x: FillEntry): FillEntry => ({ ...x, autoSize: true })

export const cityOf = (cityStateZip: string): string => cityStateZip.split(',')[0] ?? ''
export const stateZipOf = (cityStateZip: string): [string, string] => {
  const [st = '', zip = ''] = (cityStateZip.split(',')[1] ?? '').trim().split(' ')
  return [st, zip]
}

/** An address's city, state and ZIP boxes. */
export function cityBoxes(prefix: string, cityStateZip: string): FillEntry[] {
  const [st, zip] = stateZipOf(cityStateZip)
  return [
    e(`${prefix}CityName_A`, null, cityOf(cityStateZip)),
    e(`${prefix}StateOrProvinceCode_A`, null, st),
    e(`${prefix}PostalCode_A`, null, zip),
  ]
}
