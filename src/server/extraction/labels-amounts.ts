/**
 * Labels of the policy's amounts: premium, coverage amount, deductible (see labels.ts).
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import { ALL_PERILS, PER_LOSS, PERIL_PREFIX, re } from './label-fragments'
import type { LabelVariant } from './label-variant'

export const AMOUNT_LABELS: Record<
  Extract<ExtractionFieldId, 'policy.premium' | 'policy.coverageAmount' | 'policy.deductible'>,
  readonly LabelVariant[]
> = {
  'policy.premium': [
    // ("Total premiums" sums several policies' premiums, as a finance agreement's schedule does.)
    { pattern: /total\s+(?:[a-z]+\s+){0,2}premium(?!s)/, weight: 1 },
    // A premium that does not say it is the total may be one part of it ("Policy Premium" over
    // "Optional Coverages" over "Total Annual Premium"): the total wins when both are printed.
    {
      pattern:
        /(?:(?:annual|policy|full[\s-]+term|term|written|total|gross|(?:six|twelve|\d{1,2})[\s-]+month)\s+){1,3}prem(?:ium|\.)?(?![a-z])/,
      weight: 0.93,
    },
    { pattern: /total\s+(?:annual\s+|policy\s+)?cost|policy\s+total(?![a-z])/, weight: 0.85 },
    // "Premium for the policy term", "Premium for this year": the whole term's premium.
    {
      pattern:
        /^premium\s+for\s+(?:the|this|your)\s+(?:(?:full|policy|annual)\s+)*(?:term|year|period|policy)$/,
      weight: 0.9,
      wholeCell: true,
    },
    {
      pattern:
        /^(?:price|cost)\s+(?:for|of)\s+(?:the|this|your)\s+(?:term|policy|year|cover(?:age)?)$/,
      weight: 0.8,
      wholeCell: true,
    },
    {
      // ("Insurance premium tax", "premium tax", "premium levy": a tax on the premium, not it.)
      pattern:
        /(?<!minimum |deposit |estimated |earned |installment |return |additional )premium(?:\s+amount)?(?![a-z]|\s+(?:tax|levy|duty))/,
      weight: 0.85,
    },
    // "Prem.", "Tot. Prem.", "Prem. (Ann.)": the abbreviated caption of a premium of its own.
    {
      pattern:
        /^(?:(?:tot(?:al|\.)|ann(?:ual|\.)|pol(?:icy|\.))\s*)*prem\.?(?:\s*\((?:(?:tot(?:al|\.)?|ann(?:ual|\.)?|term)\s*)+\))?$/,
      weight: 0.9,
      wholeCell: true,
    },
  ],
  'policy.coverageAmount': [
    { pattern: /cov(?:erage|\.|')?\s*a\b[^0-9$,;]{0,20}(?:dwelling)?/, weight: 1 },
    {
      pattern:
        /(?:limit\s+of\s+(?:liability|insurance)\s*[-–:]?\s*)?(?:dwelling|dwlg\.?)(?:\s+(?:limit|coverage)(?:\s+amount)?|\s+amount)?(?![a-z])(?!\s*(?:and|&|\/)\s+(?:other|personal|contents|liability))/,
      weight: 0.95,
    },
    { pattern: /^\(?a\s*[.):\-–—]\s*dwelling/, weight: 1 },
    // ("Bldg limit": a bordereau's or a schedule's abbreviated column.)
    { pattern: /(?:building|bldg\.?)\s+(?:limit|coverage|amount)/, weight: 1 },
    { pattern: /^building$/, weight: 0.85, wholeCell: true },
    // "… insures all buildings … for their full replacement cost of $4,250,000": the amount the
    // buildings are insured for (an estimate's "replacement cost of" alone is no limit).
    {
      pattern: /for\s+(?:its|their|the)\s+full\s+replacement\s+(?:cost|value)\s+of/,
      weight: 0.85,
    },
    // The subject of insurance's code on a property schedule's row (ACORD 140: "BLDG", "BPP").
    { pattern: /^bldg\.?$/, weight: 0.85, wholeCell: true, rowOnly: true },
    // A unit owner's (HO-6) Coverage A insures the unit's building property: its additions and
    // alterations.
    {
      pattern:
        /^\(?a\s*[.):\-–—]?\s+building\s+property|unit\s+(?:owner'?s\s+)?(?:additions|improvements)\s+(?:and|&)\s+alterations/,
      weight: 0.95,
    },
    // A building's line numbered by location or building ("Bldg - Loc 1", "Building #2"): the
    // first location's is the policy's coverage amount; a later one's is less surely so.
    {
      pattern:
        /^(?:building|bldg\.?)\s*[-–#:(]?\s*(?:(?:loc(?:ation)?|prem(?:ises)?|bldg)\.?\s*#?\s*)?0*1\)?$/,
      weight: 0.85,
      wholeCell: true,
    },
    {
      pattern:
        /^(?:building|bldg\.?)\s*[-–#:(]?\s*(?:(?:loc(?:ation)?|prem(?:ises)?|bldg)\.?\s*#?\s*)?(?!0*1\)?$)\d{1,3}\)?$/,
      weight: 0.6,
      wholeCell: true,
    },
    { pattern: /^building(?=\s*:)/, weight: 0.85 },
    { pattern: /^building\s*[-–(]\s*[a-z ]{3,20}\)?$/, weight: 0.8, wholeCell: true },
    { pattern: /(?:limit|amount)\s+of\s+insurance/, weight: 0.8 },
    // London-market and Commonwealth wording: "Sum insured", "Buildings sum insured". A total of
    // several sums may hold contents too: trusted less than a building's own. ("Limit of
    // indemnity" is as often a liability limit as a building's: no caption of the coverage.)
    {
      pattern:
        /^(?:buildings?|dwelling)\s+sums?\s+insured$|^sums?\s+insured\s*[-–:(]\s*(?:buildings?|dwelling)\)?$/,
      weight: 1,
      wholeCell: true,
    },
    { pattern: /^(?:the\s+)?sums?\s+insured$/, weight: 0.8, wholeCell: true },
    { pattern: /^total\s+sums?\s+insured$/, weight: 0.7, wholeCell: true },
    { pattern: /^(?:buildings?\s+|total\s+)?sums?\s+insured(?=\s*:)/, weight: 0.75 },
    // A builder's risk policy insures the building's completed value ("Completed value of the
    // project"); a rate "per $100 of completed value" is no caption of it.
    {
      pattern:
        /^(?:total\s+|estimated\s+)?completed\s+value(?:\s+of\s+(?:the\s+)?(?:project|building|structure|work|construction))?$/,
      weight: 0.9,
      wholeCell: true,
    },
    // A schedule of buildings' "Limit" column: the dwelling's row is the coverage amount.
    {
      pattern: /^(?:limit|insured\s+value|amount)$/,
      weight: 0.8,
      wholeCell: true,
      scheduleRow: true,
    },
  ],
  'policy.deductible': [
    { pattern: re(String.raw`${ALL_PERILS}\s+(?:deductible|ded\.?(?![a-z]))`), weight: 1 },
    {
      // ("The deductible for all perils stays at $5,000" in a letter.)
      pattern: re(String.raw`(?:deductible|ded\.)\s*(?:[-–—:(]|for|on)?\s*${ALL_PERILS}\)?`),
      weight: 1,
    },
    // …or all perils named in a remark: "Deductible (Per Occurrence, All Other Perils)".
    {
      pattern:
        /(?:deductible|ded\.)\s*\([^()]{0,30}?(?:all\s+(?:other\s+|covered\s+)?perils?|aop)[^()]{0,20}\)/,
      weight: 1,
    },
    // A peril named in the remark makes it that peril's: "Deductible (Flood and Earth Movement)".
    {
      pattern:
        /deductibles?\s*\([^()]{0,30}?(?:flood|earth|wind|hail|hurricane|storm|quake|theft|water)[^()]{0,30}\)/,
      weight: 0.62,
    },
    {
      pattern: /(?:policy|section\s+i|standard|base|property)\s+deductible(?![a-z])/,
      weight: 0.95,
    },
    { pattern: re(String.raw`${PERIL_PREFIX}deductibles?(?:\s+amount)?(?![a-z])`), weight: 0.9 },
    // A windstorm policy has only the windstorm deductible: a named peril's deductible is the
    // answer only when no all-perils one is printed (it is trusted far less).
    {
      pattern:
        /(?:wind(?:storm)?(?:\s*(?:\/|&|and|or)\s*hail)?|hurricane|named\s+storm)\s+deductible(?![a-z])/,
      weight: 0.62,
    },
    // "DEDUCT": a report's column header cut to six letters.
    { pattern: /^ded(?:uct)?\.?$/, weight: 0.8, wholeCell: true },
    // A certificate's limits box on a property row: "DED PER OCC".
    {
      pattern: /^(?:ded\.?|deductible)\s+per\s+(?:occ\.?|occurrence|loss)$/,
      weight: 0.8,
      wholeCell: true,
    },
    { pattern: /^you\s+pay\s+(?:the\s+)?first$/, weight: 0.8, wholeCell: true },
    { pattern: /^ded\.?(?=\s*:)/, weight: 0.8 },
    // All perils but the one with a deductible of its own: "Per occurrence, all perils except
    // wind" is the all-perils deductible.
    {
      pattern:
        /^(?:per\s+(?:occurrence|loss),?\s+)?all\s+(?:other\s+)?perils\s+(?:except|other\s+than|excluding|but)\s+[a-z/& ]{3,30}$/,
      weight: 0.9,
      wholeCell: true,
    },
    // A deductibles list's all-perils line with its value after it: "All other perils, per
    // occurrence: $10,000", "Each occurrence, all covered causes except as below  $2,500".
    {
      pattern: re(
        String.raw`^(?:${PER_LOSS},?\s+)?${ALL_PERILS}(?:,?\s+(?:${PER_LOSS}|(?:except|other\s+than|excluding|but)\s+[a-z/& ]{3,30}?))?(?=\s*:|\s+\$)`,
      ),
      weight: 0.9,
    },
    // London-market and Commonwealth wording calls the deductible the excess: "Excess", "Policy
    // excess", "Excess each and every loss", "Deductible (each and every loss)". (Only as a caption:
    // "in excess of", "excess liability" and "excess of loss" in text are other things.)
    {
      pattern:
        /^(?:(?:policy|standard|buildings?|property)\s+)?excess(?:\s*[(,-]?\s*(?:each\s+and\s+every|any\s+one)\s+(?:loss|claim|occurrence)\)?)?$|^(?:each\s+and\s+every|any\s+one)\s+(?:loss|claim|occurrence)\s+(?:excess|deductible)$/,
      weight: 0.9,
      wholeCell: true,
    },
    {
      pattern:
        /^(?:deductible|excess)\s*\(?\s*(?:each\s+and\s+every|any\s+one)\s+(?:loss|claim|occurrence)\)?|^(?:each\s+and\s+every|any\s+one)\s+(?:loss|claim|occurrence)\s+(?:excess|deductible)(?=\s*:)|^(?:(?:policy|standard)\s+)?excess(?=\s*:)/,
      weight: 0.9,
    },
    // The row of a deductibles table that is not a named peril's.
    { pattern: /^(?:all\s+(?:other\s+|covered\s+)?perils|aop)$/, weight: 0.85, wholeCell: true },
  ],
}
