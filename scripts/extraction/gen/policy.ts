/**
 * Random policies for generated documents, from the pools of one set (dev or blind), seeded so the
 * same seed gives the same policies on every machine.
 */
import { seededRandom, type PolicyValues } from '../policy-values'
import {
  AGENCIES,
  CARRIERS,
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  LENDERS,
  poolFor,
  STREET_SUFFIXES,
  STREETS,
  type SetName,
} from './vocabulary'

/** The seeded generator of the older layouts, shared. */
export const seeded = seededRandom

export const pick = <T>(rnd: () => number, xs: readonly T[]): T =>
  xs[Math.floor(rnd() * xs.length)] as T
export const between = (rnd: () => number, lo: number, hi: number): number =>
  lo + Math.floor(rnd() * (hi - lo + 1))
const digits = (rnd: () => number, n: number): string =>
  Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('')
const p2 = (n: number): string => String(n).padStart(2, '0')

/** The values of one policy (dates yyyy-MM-dd, amounts as numbers) and its distractors. */
export interface Policy extends PolicyValues {
  /** Distractors: numbers printed near the real ones. */
  readonly naic: string
  readonly agentCode: string
  readonly phone: string
  readonly mailingStreet: string
}

/** One random policy from a set's pools. */
export function randomPolicy(rnd: () => number, set: SetName): Policy {
  const year = between(rnd, 2023, 2027)
  const month = between(rnd, 1, 12)
  const day = between(rnd, 1, 28)
  const city = pick(
    rnd,
    CITIES.filter((c) => c[3] === 'both' || c[3] === set),
  )
  const first = (): string => pick(rnd, poolFor(FIRST_NAMES, set))
  const last = pick(rnd, poolFor(LAST_NAMES, set))
  const nameStyle = between(rnd, 0, 5)
  const initial = (): string => String.fromCharCode(65 + between(rnd, 0, 25))
  const namedInsured =
    nameStyle === 0
      ? `${first()} ${last}`
      : nameStyle === 1
        ? `${first()} ${initial()}. ${last}`
        : nameStyle === 2
          ? `${first()} and ${first()} ${last}`
          : nameStyle === 3
            ? `${first()} ${last} & ${first()} ${pick(rnd, poolFor(LAST_NAMES, set))}`
            : nameStyle === 4
              ? `${first()} ${last} ${pick(rnd, ['Jr.', 'Sr.', 'III'])}`
              : `${first()} ${last}`
  const numberStyle = between(rnd, 0, 9)
  const policyNumber = [
    `HO-${digits(rnd, 7)}`,
    `${pick(rnd, ['AB', 'PX', 'HW', 'QT'])}${digits(rnd, 8)}`,
    `PLC-${year}-${digits(rnd, 5)}`,
    `H3 ${digits(rnd, 3)} ${digits(rnd, 4)}`,
    `${digits(rnd, 10)}-${p2(between(rnd, 1, 9))}`,
    `${pick(rnd, ['HOP', 'DP3', 'FRM'])}${digits(rnd, 7)}`,
    `${digits(rnd, 3)}-${digits(rnd, 7)}-${digits(rnd, 2)}`,
    `${pick(rnd, ['P', 'Q', 'W'])}${digits(rnd, 9)}`,
    `${pick(rnd, ['HOA', 'DWL', 'CPP'])} ${digits(rnd, 2)} ${digits(rnd, 2)} ${digits(rnd, 4)}`,
    `${digits(rnd, 2)}${pick(rnd, ['HO', 'DF'])}${digits(rnd, 6)}${pick(rnd, ['A', 'B', ''])}`,
  ][numberStyle] as string
  const street = (): string =>
    `${between(rnd, 10, 9899)} ${pick(rnd, poolFor(STREETS, set))} ${pick(rnd, poolFor(STREET_SUFFIXES, set))}`
  const big = rnd() < 0.2
  const coverageAmount = big ? between(rnd, 20, 40) * 50_000 : between(rnd, 150, 900) * 1000
  return {
    policyNumber,
    carrier: pick(rnd, poolFor(CARRIERS, set)),
    namedInsured,
    effectiveDate: `${year}-${p2(month)}-${p2(day)}`,
    expirationDate: `${year + 1}-${p2(month)}-${p2(day)}`,
    premium: Math.round((600 + rnd() * 5400) * 100) / 100,
    coverageAmount,
    deductible: pick(rnd, [250, 500, 1000, 1000, 1500, 2500, 5000, 10000]),
    mortgagee: pick(rnd, poolFor(LENDERS, set)),
    loanNumber: pick(rnd, [
      digits(rnd, 10),
      `LN-${digits(rnd, 8)}`,
      `${digits(rnd, 4)}-${digits(rnd, 6)}`,
      `${pick(rnd, ['ML', 'MTG', 'L'])}${digits(rnd, 9)}`,
    ]),
    producer: pick(rnd, poolFor(AGENCIES, set)),
    street: street(),
    city: city[0],
    state: city[1],
    zip: city[2],
    yearBuilt: between(rnd, 1925, 2022),
    naic: digits(rnd, 5),
    agentCode: `${digits(rnd, 4)}-${digits(rnd, 3)}`,
    phone: `(${between(rnd, 201, 989)}) ${digits(rnd, 3)}-${digits(rnd, 4)}`,
    mailingStreet: rnd() < 0.5 ? street() : `PO Box ${between(rnd, 100, 9999)}`,
  }
}
