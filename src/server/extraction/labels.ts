/**
 * Label variants per field: how declarations pages, evidence-of-insurance forms and ACORD forms
 * print the label next to (or above) each value (how ACORD AcroForm fields are named is
 * form-field-names.ts's).
 * Weights (0..1) say how specific a label is: "Policy Number" is certain, "Company" is a guess.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import {
  BOTH_DATES,
  IN_FORCE,
  LOAN_ID,
  NO,
  PERIL_PREFIX,
  PERIOD,
  PROSE_DATE,
  re,
} from './label-fragments'

/** One printed label of a field. */
export interface LabelVariant {
  /** Matched against a lower-cased line with collapsed spaces. */
  readonly pattern: RegExp
  readonly weight: number
  /** The label must be the whole text of its cell (e.g. the "Building" row of a limits table). */
  readonly wholeCell?: boolean
  /** Which date of a "from … to …" period the field takes (0 = first, 1 = second). */
  readonly dateIndex?: number
  /**
   * A phrase of a sentence that names the value right after it ("issued by …", "payable to …",
   * "located at …"): a label anywhere in running text, its value ending at the next clause.
   */
  readonly phrase?: boolean
  /** A phrase of a sentence that follows the value it names ("… Insurance Company has issued"). */
  readonly valueBefore?: boolean
  /** A column header whose value is taken only on a schedule's dwelling row (schedule-rows.ts). */
  readonly scheduleRow?: boolean
}

/** Label variants per field. Patterns carry no flags; the caller lower-cases the text. */
export const FIELD_LABELS: Readonly<Record<ExtractionFieldId, readonly LabelVariant[]>> = {
  'policy.policyNumber': [
    {
      pattern: re(
        String.raw`(?:policy|pol\.?)(?:\s*\/\s*certificate|\s+prefix\s*(?:&|and)\s*)?\s*${NO}`,
      ),
      weight: 1,
    },
    // (A retail installment contract finances the home: its number is the loan's.)
    { pattern: re(String.raw`(?<!installment\s)(?:contract|binder)\s*${NO}`), weight: 0.8 },
    { pattern: /^(?:policy|contract)\s+(?:reference|ref\.?)$/, weight: 0.8, wholeCell: true },
    // A certificate's own number (an ACORD certificate's) is not the policy's, but some evidence
    // documents number the policy so.
    { pattern: re(String.raw`certificate\s*${NO}`), weight: 0.6 },
    { pattern: /^policy$/, weight: 0.6, wholeCell: true },
    // "Number" alone, as a policy section's caption; an identifier's shape is checked below it.
    { pattern: /^number$/, weight: 0.6, wholeCell: true },
  ],
  'policy.carrier': [
    { pattern: /insurance\s+(?:company|carrier|provider)(?:\s+name)?/, weight: 1 },
    // ACORD certificates list insurers A..F; the first policy's is insurer A.
    { pattern: /insurer\s+a(?![a-z])/, weight: 1 },
    // …under the heading of that list (when the "INSURER A" captions are unreadable).
    { pattern: /insurer\s*\(s\)\s+affording\s+coverage/, weight: 0.8 },
    { pattern: /(?:carrier|insurer)(?:\s+name)?(?![a-z(]|\s+[a-f]\b)/, weight: 1 },
    { pattern: /name\s+of\s+(?:the\s+)?(?:insurer|carrier|insurance\s+company)/, weight: 1 },
    { pattern: /(?:issuing|insuring|writing|underwriting)\s+(?:company|carrier)/, weight: 1 },
    {
      pattern:
        /^written\s+by$|underwritten\s+by|(?:coverage\s+|policy\s+)?(?:provided|issued|insured)\s+by|underwriter/,
      weight: 0.9,
    },
    { pattern: /(?:underwritten|issued|written|is\s+insured)\s+by/, weight: 0.8, phrase: true },
    // "This letter confirms that Osprey Point Insurance Company has issued policy …".
    {
      pattern: /\s(?:has|have)\s+(?:issued|written|bound|underwritten)\b/,
      weight: 0.75,
      valueBefore: true,
    },
    { pattern: /^(?:company|insurance)(?:\s+name)?$/, weight: 0.7, wholeCell: true },
    // "Company Name:" opening a line (an export's key) names the insurer, as the caption alone does.
    { pattern: /^(?:insurance\s+)?company\s+name(?=\s*:)/, weight: 0.8 },
    // Flood policies name the insurer as the "Write Your Own" company.
    { pattern: /(?:write\s+your\s+own|wyo)\s+(?:company|carrier|insurer)/, weight: 1 },
  ],
  'policy.namedInsured': [
    {
      pattern:
        /(?:first\s+|primary\s+)?named\s+ins(?:ured|'?d\.?)(?:\s*\(s\)|s)?(?:'s)?(?:\s+name)?/,
      weight: 1,
    },
    { pattern: /applicant(?![a-z'’])(?:\s*\(first named insured\))?/, weight: 0.9 },
    {
      pattern:
        /(?<!co[\s-]?)insured(?:'?s)?\s+name|name\s+of\s+(?:the\s+)?insured|policy\s*(?:holder|owner)(?:'?s)?(?:\s+name)?|primary\s+insured/,
      weight: 1,
    },
    { pattern: /^insured(?:\s*\(s\)|s)?$/, weight: 0.85, wholeCell: true },
    // "INSURED (BORROWER) — name and address": a box's caption over the insured's name.
    {
      pattern:
        /^insured(?:\s*\([a-z ]{3,20}\))?\s*[-–—,]\s*name(?:\s+(?:and|&)\s+(?:mailing\s+)?address)?$/,
      weight: 0.9,
      wholeCell: true,
    },
    // Plain-language captions of whom the policy is for: "Account holder", "Homeowner(s)".
    {
      pattern:
        /^(?:account\s*holder|home\s*owners?|insured\s+part(?:y|ies)|(?:condo(?:minium)?\s+)?unit\s+owners?)(?:\s*\(s\))?$/,
      weight: 0.8,
      wholeCell: true,
    },
    // A proposal or a quote is prepared for the insured.
    { pattern: /^prepared\s+for$/, weight: 0.75, wholeCell: true },
    // A lender's papers name the insured as its borrower ("Borrower(s) as named on policy").
    {
      pattern: /^borrower(?:\s*\(s\)|s)?(?:\s+name|\s+as\s+named\s+on\s+(?:the\s+)?policy)?$/,
      weight: 0.8,
      wholeCell: true,
    },
    // A certificate's sentence: "This is to certify that" / "Maria Gonzalez" / "is insured by …",
    // the name on a line of its own ("… CERTIFY THAT THE POLICIES OF INSURANCE LISTED" is none).
    { pattern: /(?:this\s+is\s+to\s+)?certif(?:y|ies)\s+that(?=\s*$)/, weight: 0.9, phrase: true },
    // The usual abbreviation ("Insd.", "Ins'd"), as a caption of its own.
    { pattern: /^ins(?:'|’)?d\.?$/, weight: 0.85, wholeCell: true },
    { pattern: /(?<![a-z] )insured(?:\s*\(s\))?:/, weight: 0.8 },
  ],
  'policy.effectiveDate': [
    { pattern: /(?:policy\s+)?eff(?:ective|\.)?\s*date(?!s)/, weight: 1 },
    { pattern: /effective(?:\s+(?:on|from))?(?![a-z\s/-]*(?:exp|dates))/, weight: 0.9 },
    { pattern: /inception(?:\s+date)?(?![a-z])/, weight: 0.95 },
    { pattern: /policy\s+eff(?:\.|ective)?(?![a-z])/, weight: 0.95 },
    {
      pattern:
        /(?:policy\s+|coverage\s+|term\s+)?(?:start\s+date|starts|begins|commences|incepts)(?![a-z])|commencement\s+date/,
      weight: 0.9,
    },
    { pattern: re(BOTH_DATES), weight: 1, dateIndex: 0 },
    { pattern: re(PERIOD), weight: 0.95, dateIndex: 0 },
    { pattern: re(IN_FORCE), weight: 0.85, dateIndex: 0 },
    { pattern: /^(?:term|period|dates)$/, weight: 0.85, wholeCell: true, dateIndex: 0 },
    // The term a renewal starts: "Renewal term", "Renewing term", "New policy period".
    {
      pattern: /^(?:renewal|renewing|new)\s+(?:policy\s+)?(?:term|period)(?:\s*\([^()]*\))?$/,
      weight: 0.85,
      wholeCell: true,
      dateIndex: 0,
    },
    { pattern: /^(?:term|period|dates)(?=\s*:|\s+\d)/, weight: 0.85, dateIndex: 0 },
    { pattern: /^from$/, weight: 0.75, wholeCell: true },
    // "Eff." as a caption of its own (abbreviated labels, a leader after them).
    { pattern: /^eff(?:ective|\.)?$/, weight: 0.85, wholeCell: true },
  ],
  'policy.expirationDate': [
    { pattern: /(?:policy\s+)?exp(?:iration|iry|\.)?\s*date(?!s)/, weight: 1 },
    // ("Expiring term" captions the term that ends, before a renewal's: not this policy's dates.)
    { pattern: /expires?(?:\s+on)?(?![a-z])|expiring(?![a-z]|\s+(?:term|period))/, weight: 0.9 },
    {
      pattern: /policy\s+exp(?:iration|iry|\.)?(?![a-z])|exp(?:iration|iry)(?![a-z])/,
      weight: 0.95,
    },
    {
      pattern:
        /(?:policy\s+|coverage\s+|term\s+)?(?:end\s+date|ends|stops|lapses|terminates)(?![a-z])|termination\s+date/,
      weight: 0.9,
    },
    { pattern: re(BOTH_DATES), weight: 1, dateIndex: 1 },
    { pattern: re(PERIOD), weight: 0.95, dateIndex: 1 },
    { pattern: re(IN_FORCE), weight: 0.85, dateIndex: 1 },
    // "effective July 28, 2027 through July 28, 2028": the period's end after "through".
    {
      pattern: re(
        String.raw`effective(?=\s+${PROSE_DATE}\s+(?:through|thru|to|until)\s+${PROSE_DATE})`,
      ),
      weight: 0.85,
      dateIndex: 1,
    },
    { pattern: /^(?:term|period|dates)$/, weight: 0.85, wholeCell: true, dateIndex: 1 },
    {
      pattern: /^(?:renewal|renewing|new)\s+(?:policy\s+)?(?:term|period)(?:\s*\([^()]*\))?$/,
      weight: 0.85,
      wholeCell: true,
      dateIndex: 1,
    },
    { pattern: /^(?:term|period|dates)(?=\s*:|\s+\d)/, weight: 0.85, dateIndex: 1 },
    { pattern: /^to$/, weight: 0.75, wholeCell: true },
    { pattern: /^exp(?:iration|iry|\.)?$/, weight: 0.85, wholeCell: true },
  ],
  'policy.premium': [
    // ("Total premiums" sums several policies' premiums, as a finance agreement's schedule does.)
    { pattern: /total\s+(?:[a-z]+\s+){0,2}premium(?!s)/, weight: 1 },
    // A premium that does not say it is the total may be one part of it ("Policy Premium" over
    // "Optional Coverages" over "Total Annual Premium"): the total wins when both are printed.
    {
      pattern:
        /(?:(?:annual|policy|full[\s-]+term|term|written|total|(?:six|twelve|\d{1,2})[\s-]+month)\s+){1,3}prem(?:ium|\.)?(?![a-z])/,
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
      pattern:
        /(?<!minimum |deposit |estimated |earned |installment |return |additional )premium(?:\s+amount)?(?![a-z])/,
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
    { pattern: /building\s+(?:limit|coverage|amount)/, weight: 1 },
    { pattern: /^building$/, weight: 0.85, wholeCell: true },
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
    // A schedule of buildings' "Limit" column: the dwelling's row is the coverage amount.
    {
      pattern: /^(?:limit|insured\s+value|amount)$/,
      weight: 0.8,
      wholeCell: true,
      scheduleRow: true,
    },
  ],
  'policy.deductible': [
    { pattern: /(?:all\s+(?:other\s+|covered\s+)?perils?|aop)\s+deductible/, weight: 1 },
    {
      pattern: /(?:deductible|ded\.)\s*[-–:(]?\s*(?:all\s+(?:other\s+|covered\s+)?perils?|aop)\)?/,
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
    { pattern: /^ded\.?$/, weight: 0.8, wholeCell: true },
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
    // The row of a deductibles table that is not a named peril's.
    { pattern: /^(?:all\s+(?:other\s+|covered\s+)?perils|aop)$/, weight: 0.85, wholeCell: true },
  ],
  'policy.mortgagee': [
    {
      pattern:
        /(?:first\s+|1st\s+)?mortgagee(?:\s*(?:\/|or|&)\s*(?:loss\s+payee|lienholder|lien\s+holder))?(?:\s+name)?(?!\s+account)/,
      weight: 1,
    },
    { pattern: /loss\s+payee|lien\s*holder|lender(?:\s+name)?(?![a-z'])/, weight: 0.85 },
    // "Mortgagee clause as endorsed on the policy": a caption over the clause's name.
    {
      pattern:
        /mortgagee\s+clause(?:\s+(?:as\s+)?(?:endorsed|shown|printed|reads|appears)(?:\s+on\s+(?:the\s+)?policy)?)?/,
      weight: 0.95,
    },
    // The usual abbreviations: "Mtge.", "1st Mtgee", "Mtg." (not "Mtg. Loan", a loan's caption).
    { pattern: /(?:first\s+|1st\s+)?mtge?e?\.?(?![a-z])(?!\s*loan)/, weight: 0.9 },
    { pattern: /mortgage\s*(?:holder|company|lender)s?(?:\s*\(s\))?(?![a-z])/, weight: 0.9 },
    // The mortgage clause in a sentence: "Loss … is payable to Blue Ridge Bank, its successors".
    { pattern: /(?:loss|losses|claims?)\b.{0,40}\bpayable\s+to/, weight: 0.8, phrase: true },
    // In a sentence: "the mortgagee on file is Blue Ridge Bank, loan number …".
    {
      pattern:
        /(?:mortgagee|lien\s*holder|loss\s+payee)(?:\s+(?:on\s+(?:file|record|the\s+policy)|of\s+record|listed|named|shown|endorsed))?\s+is|mortgagee\s+clause\s+names/,
      weight: 0.9,
      phrase: true,
    },
    // "… Wrenfield Savings Bank is listed on your policy as mortgagee", "name Acme Bank as mortgagee".
    {
      pattern:
        /\s(?:(?:is|are)\s+(?:listed|named|shown)\s+(?:on\s+(?:your|the)\s+policy\s+)?)?as\s+(?:the\s+)?(?:first\s+)?mortgagee\b(?!\s*:)/,
      weight: 0.8,
      valueBefore: true,
    },
    { pattern: /additional\s+interest(?:\s+name)?(?![a-z])/, weight: 0.6 },
    { pattern: /^name\s+and\s+address$/, weight: 0.6, wholeCell: true },
  ],
  'policy.loanNumber': [
    {
      pattern: re(
        String.raw`(?:mortgage\s+)?loan\s*(?:\/\s*(?:account|reference|ref\.?)\s*)?${NO}|reference\s*\/\s*loan\s*#`,
      ),
      weight: 1,
    },
    { pattern: re(String.raw`loan\s+(?:ref(?:erence)?|account)(?:\s*${NO})?`), weight: 0.95 },
    {
      pattern: re(
        String.raw`(?:lender|lien\s*holder|mortgagee)(?:'?s)?\s+(?:ref(?:erence|\.)?|account|${NO})`,
      ),
      weight: 0.9,
    },
    { pattern: /^loan$/, weight: 0.7, wholeCell: true },
    // A letter to the lender names the loan as the addressee's: "Re: … Your loan ML599711".
    { pattern: /^your\s+loan$/, weight: 0.8, wholeCell: true },
    // "Loan 701-7691494" opening a line of a lender's address block.
    { pattern: /^loan(?=\s+[a-z]{0,4}\d[\d-]{5,}$)/, weight: 0.75 },
    // "loan" right before a number where the text says whose loan it is: after the mortgagee
    // ("Mortgagee loan 785-158 - second lien …", "holder is mortgagee ISAOA/ATIMA - loan 191…") or
    // before the mortgage clause ("Loan 89388069565 ISAOA ATIMA"). A bare "Loan 50449" may be a
    // previous lender's or another building's.
    {
      pattern: re(
        String.raw`(?<=\b(?:mortgagee|isaoa|atima)\b[^.;]{0,40})loan(?=\s+${LOAN_ID})|(?<![a-z])loan(?=\s+${LOAN_ID}\s+(?:isaoa|atima)\b)`,
      ),
      weight: 0.85,
    },
    // A remark headed "Re: Loan 4471-0093" is about that loan: the one the certificate is for.
    { pattern: re(String.raw`(?<=(?:^|\s)re\s*:\s*)loan(?=\s+${LOAN_ID}(?![\w-]))`), weight: 0.85 },
    // A manufactured home's lienholder finances it by a retail installment contract.
    {
      pattern: re(String.raw`(?:retail\s+)?installment\s+(?:sales?\s+)?contract\s*${NO}`),
      weight: 0.95,
    },
    // A mortgagee's account with the insurer's records is its loan.
    { pattern: re(String.raw`mortgagee\s+account\s*${NO}`), weight: 0.9 },
  ],
  'policy.producer': [
    {
      pattern: /(?:agent|agency|producer)\s*(?:\/|or)\s*(?:agent|agency|producer|broker)/,
      weight: 1,
    },
    {
      pattern:
        /producer(?:\s+name)?(?![a-z'])|(?:agency|agent|broker)\s+name|your\s+(?:insurance\s+)?agent|(?:servicing|producing|insurance)\s+(?:agent|agency)|agent\s+of\s+record/,
      weight: 1,
    },
    { pattern: /^(?:agency|agent|broker)$/, weight: 0.85, wholeCell: true },
    // A policy change's "Authorized Representative" is the producer who signs it.
    { pattern: /authorized\s+representative/, weight: 0.8 },
    { pattern: /^(?:arranged|placed|sold)\s+(?:by|through)$/, weight: 0.8, wholeCell: true },
    {
      pattern: /(?:servicing|your|insurance)\s+(?:agent|agency|producer|broker)/,
      weight: 0.8,
      phrase: true,
    },
    // "Countersigned by the agent of record" / "Northgate Brokerage Co.".
    {
      pattern:
        /(?:counter)?signed\s+by\s+(?:the\s+|your\s+)?(?:agent|producer|broker)\s+of\s+record/,
      weight: 0.8,
      phrase: true,
    },
    // "Your agent is Alder Street Agency", "The agent of record is Bluefen Agency, Inc.".
    {
      pattern:
        /(?:(?:servicing|your|insurance)\s+(?:agent|agency|producer|broker)|(?:agent|producer|broker)\s+of\s+record)\s+is/,
      weight: 0.8,
      phrase: true,
    },
    { pattern: /(?:agency|agent|broker)(?=\s*:)/, weight: 0.85 },
    // The usual abbreviations ("Agt.", "Agcy."), as a caption of their own.
    { pattern: /^(?:agt|agcy|agy)\.?$/, weight: 0.85, wholeCell: true },
  ],
  'property.address': [
    {
      pattern:
        /(?:property|risk|premises|location|dwelling|insured\s+location)\s+(?:address|location)|insured\s+(?:location|property|premises)|covered\s+(?:location|property)|location\s+of\s+(?:the\s+)?(?:[a-z-]+\s+)?(?:premises|property|risk|dwelling|residence|home)|(?:project|job\s*site|construction\s+site)\s+(?:location|address)|address\s+of\s+(?:the\s+)?(?:insured\s+)?(?:property|premises|risk)|address\s+inspected|described\s+location|residence\s+premises/,
      weight: 1,
    },
    { pattern: /street\s+address/, weight: 0.9 },
    // A lender's name for the home its loan is secured by.
    { pattern: /^subject\s+property(?:\s+address)?$/, weight: 0.9, wholeCell: true },
    // Abbreviated: "Insd. Loc.", "Prop. Loc.", "Risk Loc", "Dwlg. Loc.".
    {
      pattern: /(?:ins(?:'|’)?d\.?|prop\.?|risk|dwlg\.?|insured|property)\s+loc(?:\.|(?![a-z]))/,
      weight: 0.95,
    },
    {
      pattern: /(?:dwelling|property|premises|home|residence|building)\s+(?:located|situated)\s+at/,
      weight: 0.85,
      phrase: true,
    },
    // In a sentence: "The insured home is 12 Teal Road, …", "covering the residence at 5 Elm St.".
    {
      pattern:
        /(?:insured|covered|described)\s+(?:home|house|dwelling|residence|property|premises)\s+is|(?:covering|insuring|insures|covers|for)\s+the\s+(?:home|house|dwelling|residence|property|premises)\s+at/,
      weight: 0.85,
      phrase: true,
    },
    { pattern: /location\s*\/\s*description/, weight: 0.85 },
    {
      pattern: /^(?:location|premises|residence|property|job\s*site)$/,
      weight: 0.7,
      wholeCell: true,
    },
    // A caption that names the insured home with a word before it: "Your home", "Rental
    // premises", "Unoccupied property", "Insured building"; only a street line under it is taken.
    {
      pattern:
        /^(?:your|the|insured|covered|described|rental|unoccupied|vacant|scheduled)\s+(?:home|house|property|premises|dwelling|residence|building|unit|condo(?:minium)?\s+unit)$/,
      weight: 0.8,
      wholeCell: true,
    },
    { pattern: /^(?:property|location|premises)(?=\s*:)/, weight: 0.8 },
    // The first of numbered locations in a remark ("Location 1: 12 Teal Road …", "Loc #1: …").
    // The first building of the first location likewise ("Loc 1 Bldg 1: …").
    {
      pattern:
        /(?<![a-z])(?:location|loc\.?)\s*#?\s*0*1(?:\s*[,/-]?\s*(?:building|bldg\.?)\s*#?\s*0*1)?(?=\s*:)/,
      weight: 0.8,
    },
    // A table's column header that names the location first ("Location, Construction and
    // Occupancy"): only a street line under it is taken.
    {
      pattern: /^(?:premises\s+)?location\s*(?:,|\/|and)\s*[a-z ,/]{3,40}$/,
      weight: 0.75,
      wholeCell: true,
    },
  ],
  'property.yearBuilt': [
    {
      pattern:
        /(?:year|yr\.?)\s+(?:(?:home|house|dwelling)\s+)?(?:built|blt\.?|of\s+construction|constructed|const\.)|construction\s+year/,
      weight: 1,
    },
    { pattern: /^built(?:\s+in)?$/, weight: 0.8, wholeCell: true },
    {
      pattern:
        /^(?:(?:home|house|dwelling|building|unit|association|condo(?:minium)?)\s+)?(?:built|erected|constructed)(?:\s+in)?$|^original\s+construction$/,
      weight: 0.8,
      wholeCell: true,
    },
    { pattern: /(?:built|constructed)(?=\s+in\s+\d{4}(?!\d))/, weight: 0.8 },
    { pattern: /^built(?:\s+in)?(?=\s*:|\s+\d{4}(?!\d))/, weight: 0.8 },
    // A clause of a description: "10759 Arrowgrass Parade / Nevada City - built 2008, …".
    { pattern: /[-–—,;]\s*(?:built|constructed|erected)(?=\s+\d{4}(?!\d))/, weight: 0.8 },
    // "constructed 1969" as a cell of a description ("One family  Stucco  constructed 1969").
    { pattern: /^(?:constructed|erected)(?:\s+in)?(?=\s+\d{4}(?!\d)\s*$)/, weight: 0.8 },
  ],
}
