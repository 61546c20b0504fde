/**
 * Pieces of label patterns shared by several fields' labels (labels.ts): how labels abbreviate
 * "number", name a period's dates, print a date in a sentence, or a loan's number.
 */
/** "Number" as labels abbreviate it: number, num., nbr, no., #, id. */
export const NO = String.raw`(?:number|num\.?|nbr\.?|no\.?|#|id)(?![a-z])`
/**
 * A period's dates named together: "Effective/Expiration", "Eff. Date / Exp. Date", "Eff-Exp"
 * (and "EFFIEXP": OCR reads a slash as an I or an l).
 */
export const BOTH_DATES = String.raw`(?:policy\s+)?eff(?:ective|\.)?(?:\s+dates?)?\s*(?:\/|-|–|&|and|[il|](?=exp))\s*exp(?:iration|iry|\.)?(?:\s+dates?)?`
/** A period's label: "Policy Period", "Term", "Coverage Dates", "Period of Insurance", "Effective Dates". */
export const PERIOD = String.raw`(?:(?:coverage|policy|insurance)\s+(?:period|dates|term)(?:\s+dates)?|term\s+of\s+(?:the\s+)?policy|period\s+of\s+(?:insurance|coverage|cover)|policy\s+term|effective\s+dates)(?:\s+from)?`
/** A period in a sentence: "The policy is in force from …", "It runs from … to …". */
export const IN_FORCE = String.raw`(?:(?:is\s+)?in\s+(?:force|effect)|runs|is\s+valid)\s+from|^(?:coverage|cover|insured)\s+from$`
/**
 * A renewal offer's new term in a sentence: "We offer to renew it for the twelve months from …
 * to …", "renew your policy for another year from …".
 */
export const RENEWAL_TERM = String.raw`renew\s+(?:it|your\s+policy|the\s+policy|this\s+policy|your\s+coverage)\s+for\s+(?:the|a|another)\s+(?:(?:twelve|six|12|6)[\s-]+months?|(?:(?:new|next|policy)\s+)?(?:term|year|period))(?:\s+from)?`
/**
 * "Term", "Period" or "Dates" opening a line before its dates: a caption ("Period: 01/05/2025 to
 * …"), or a sentence's "for the policy / period August 26, 2024 through …" wrapped after "policy".
 */
export const TERM_THEN_DATE = String.raw`^(?:term|period|dates)(?=\s*:|\s+(?:from\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d))`
/** A date in a sentence: "July 28, 2027", "Feb. 4th, 2029", "07/28/2027". */
export const PROSE_DATE = String.raw`(?:[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})`
/**
 * A renewal letter's new term: "your policy will renew on May 8th, 2027 and run through May 8th,
 * 2028" (the day it renews starts the term a later date in the clause ends).
 */
export const RENEWS_ON = String.raw`renews?\s+on(?=\s+${PROSE_DATE}[^.;]{0,40}?\s(?:through|thru|until|to)\s+${PROSE_DATE})`
/** Hazards with deductibles of their own: not the all-perils deductible. */
export const PERIL_PREFIX = String.raw`(?<!wind |hail |wind\/hail |windstorm |hurricane |storm |earthquake |flood |theft |water |minimum |named )`

export const re = (source: string): RegExp => new RegExp(source)

/** A loan's number after the word "loan": a digit within its first letters, five more signs. */
export const LOAN_ID = String.raw`[a-z]{0,3}-?\d[\w-]{4,}`

/**
 * All the perils a deductible applies to, as declarations name them: "All other perils", "All
 * covered perils", "All covered causes (of loss)", "AOP".
 */
export const ALL_PERILS = String.raw`(?:all\s+(?:other\s+|covered\s+)?(?:perils?|causes(?:\s+of\s+loss)?)|aop)`
/** How often a deductible applies: "per occurrence", "each loss", "per claim". */
export const PER_LOSS = String.raw`(?:per|each)\s+(?:occurrence|loss|claim)`
