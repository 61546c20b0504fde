/**
 * Labels of the policy's identity and term: number, carrier, named insured, effective and
 * expiration dates (see labels.ts).
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import {
  BOTH_DATES,
  IN_FORCE,
  NO,
  PERIOD,
  PROSE_DATE,
  re,
  TERM_THEN_DATE,
  RENEWAL_TERM,
  RENEWS_ON,
} from './label-fragments'
import type { LabelVariant } from './label-variant'

export const POLICY_LABELS: Record<
  Extract<
    ExtractionFieldId,
    | 'policy.policyNumber'
    | 'policy.carrier'
    | 'policy.namedInsured'
    | 'policy.effectiveDate'
    | 'policy.expirationDate'
  >,
  readonly LabelVariant[]
> = {
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
    // A Lloyd's contract's Unique Market Reference is the reference of the insured's own contract
    // on an open-market slip; under a binding authority it is the binder's, shared by many
    // insureds: trusted less than a certificate's own number (beside one, neither is given).
    {
      pattern:
        /^(?:unique\s+market\s+reference|umr)(?:\s+(?:number|no\.?))?(?:\s*\(umr\))?(?=\s*:|$)/,
      weight: 0.55,
    },
    // "Policy: MH08.28747.11" — "Policy" and a colon before a number-like value on the line.
    { pattern: /^policy(?=\s*:\s*[a-z]{0,4}[\s.-]?\d[\w.-]{4,})/, weight: 0.75 },
    // "… under policy HO-3344-2211", "Your flood policy 7878/03797 will renew": the policy a
    // sentence names by its number.
    {
      pattern:
        /(?:under\s+(?:your\s+|its\s+|the\s+|their\s+)?|your\s+(?!(?:previous|prior|old|former|expiring|last|other)\b)(?:[a-z]+\s+)?)policy(?=\s+[a-z]{0,4}[\s.-]?\d[\w./-]{4,}(?:[\s.,]|$))/,
      weight: 1,
    },
    // "I see policy W05V863111 for …", "regarding policy HO-4471": the policy a sentence is about;
    // "… will be replaced by policy H02-7252905": the one that replaces it.
    {
      pattern:
        /(?<=\b(?:see|for|on|regarding|about|re:?|(?:replaced|superseded|succeeded)\s+(?:by|with))\s)policy(?=\s+[a-z]{0,4}[\s.-]?\d[\w./-]{4,}(?:[\s.,]|$))/,
      weight: 0.9,
    },
    // "… the policy is number CAM 6508 NJ, written by …": a sentence that says which number.
    { pattern: /(?<![a-z])policy\s+(?:is|was)\s+(?:number|no\.?)(?![a-z])/, weight: 0.95 },
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
    // "Coverage is placed with Osprey Mutual Insurance Company": the insurer a policy is placed or
    // bound with (not one it is "no longer" or "previously" placed with).
    {
      pattern:
        /(?<!\b(?:not|longer|never|previously|formerly|once|originally)\s(?:been\s)?)(?:placed|bound|written)\s+with/,
      weight: 0.8,
      phrase: true,
    },
    // …surer in the clause that has just named the policy ("the policy is number CAM 6508 NJ,
    // written by …"): the policy's writer is its insurer.
    {
      pattern: /(?<=\bpolicy\b[^.;]{0,40},\s)(?:underwritten|issued|written)\s+by/,
      weight: 0.95,
      phrase: true,
    },
    // "This letter confirms that Osprey Point Insurance Company has issued policy …".
    {
      pattern: /\s(?:has|have)\s+(?:issued|written|bound|underwritten)\b/,
      weight: 0.75,
      valueBefore: true,
    },
    // "… with Osprey Mutual Insurance Company under policy HO-1": the insurer whose policy it is
    // (only a name that says it is an insurer is taken from before the phrase).
    {
      pattern: /\sunder\s+(?:its\s+|the\s+|their\s+)?policy\b/,
      weight: 0.8,
      valueBefore: true,
    },
    // …"has issued its policy", "has issued the policy referenced above": the insurer issues the
    // policy the page is about (only a name that says it is an insurer is taken).
    {
      pattern: /\s(?:has|have)\s+issued\s+(?:its|their|the|this|your)\s+(?:[a-z]+\s+)?policy\b/,
      weight: 0.9,
      valueBefore: true,
    },
    { pattern: /^(?:company|insurance)(?:\s+name)?$/, weight: 0.7, wholeCell: true },
    // "Company Name:" opening a line (an export's key) names the insurer, as the caption alone does.
    { pattern: /^(?:insurance\s+)?company\s+name(?=\s*:)/, weight: 0.8 },
    // A Lloyd's slip or certificate names its insurers as a caption of their own: "Insurers",
    // "Security", "Underwriters" ("Certain Underwriters at Lloyd's, London", a syndicate list).
    {
      pattern: /^(?:(?:the|lead|leading)\s+)?(?:insurers?|underwriters|security)(?:\s*\(s\))?$/,
      weight: 0.8,
      wholeCell: true,
    },
    { pattern: /^(?:insurers|underwriters|security)(?=\s*:)/, weight: 0.8 },
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
        /(?<!co[\s-]?)insured(?:'?s)?\s+name|name\s+of\s+(?:the\s+)?insured|policy\s*(?:holder|owner)(?:'?s)?(?:\s+name)?(?!\s+(?:services?|cent(?:er|re)|department|relations|support|portal|line)\b)|primary\s+insured/,
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
    // "The named insured is Ann Lee; …": the sentence that says who the named insured is (a
    // capital after "is": "the named insured is responsible for …" names no one).
    { pattern: /named\s+insureds?\s+is/, weight: 1, phrase: true },
    // "This is to confirm that Ann Lee is insured under policy …": whom a letter confirms insured.
    {
      pattern:
        /(?:confirm|certify|verify|attest)(?:s|ies)?\s+that(?=\s+[^;]{2,60}?\s(?:is|are)\s+(?:insured|covered)\s+(?:under|by|with)\b)/,
      weight: 0.9,
      phrase: true,
    },
    // "I see policy W05V863111 for Ann Lee, written by …": whom the policy is for.
    {
      pattern: /(?<=\bpolicy\s+[a-z]{0,4}[\s.-]?\d[\w./-]{4,}\s)for/,
      weight: 0.85,
      phrase: true,
    },
    // "… insured in the name of Ann Lee with …": whose name the policy is in.
    {
      pattern: /(?:insured|issued|written|held|placed)\s+in\s+(?:the\s+)?names?\s+of/,
      weight: 1,
      phrase: true,
    },
    // "… to Ann Lee, as named insured, covering …": the name before the phrase.
    {
      pattern: /,\s+as\s+(?:the\s+)?(?:first\s+)?named\s+insureds?(?![a-z])/,
      weight: 0.95,
      valueBefore: true,
    },
    // A lender's reference block names the insured as its borrower: "Insured / Borrower:".
    {
      pattern: /^(?:insured|borrower)(?:\s*\(s\)|s)?\s*[/&]\s*(?:insured|borrower)(?:\s*\(s\)|s)?$/,
      weight: 0.9,
      wholeCell: true,
    },
    // London-market and Commonwealth wording names the insured "the Assured" (a slip's, a cover
    // note's, a certificate's caption); in running text "the Assured" is a defined term, no caption.
    {
      pattern:
        /^(?:the\s+)?assured(?:\s*\(s\)|s)?(?:'s)?(?:\s+name)?$|^name\s+of\s+(?:the\s+)?assured$/,
      weight: 0.9,
      wholeCell: true,
    },
    {
      pattern: /^(?:the\s+)?assured(?:'s\s+name)?(?=\s*:)|^name\s+of\s+(?:the\s+)?assured(?=\s*:)/,
      weight: 0.9,
    },
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
    { pattern: re(RENEWAL_TERM), weight: 0.9, dateIndex: 0 },
    { pattern: re(RENEWS_ON), weight: 0.85, dateIndex: 0 },
    { pattern: /^(?:term|period|dates)$/, weight: 0.85, wholeCell: true, dateIndex: 0 },
    // The term a renewal starts: "Renewal term", "Renewing term", "New policy period".
    {
      pattern: /^(?:renewal|renewing|new)\s+(?:policy\s+)?(?:term|period)(?:\s*\([^()]*\))?$/,
      weight: 0.85,
      wholeCell: true,
      dateIndex: 0,
    },
    { pattern: re(TERM_THEN_DATE), weight: 0.85, dateIndex: 0 },
    // A legal form's term: "for the term commencing on the 3rd day of December, 2029 and ending …".
    {
      pattern:
        /(?:term|period|coverage|policy|insurance)\s+(?:commencing|beginning|starting)(?:\s+(?:on|from))?(?![a-z])/,
      weight: 0.9,
    },
    { pattern: /^from$/, weight: 0.75, wholeCell: true },
    // A term's start as a caption of its own in the past tense: "Started", "Coverage began".
    // (In running text "started" is as often a chat's or a claim's start.)
    {
      pattern: /^(?:coverage\s+|policy\s+|term\s+)?(?:started|began|commenced)(?:\s+on)?$/,
      weight: 0.85,
      wholeCell: true,
    },
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
    { pattern: re(RENEWAL_TERM), weight: 0.9, dateIndex: 1 },
    { pattern: re(RENEWS_ON), weight: 0.85, dateIndex: 1 },
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
    { pattern: re(TERM_THEN_DATE), weight: 0.85, dateIndex: 1 },
    // …"and ending on the 3rd day of December, 2030": the end of a term that commences before it
    // in the sentence, or on the line above (the sentence wraps before "ending").
    {
      pattern:
        /(?<=(?:commencing|beginning|starting)\b[^.;]{0,80}\s)(?:and\s+)?ending(?:\s+on)?(?![a-z])|^(?:and\s+)?ending\s+on(?![a-z])/,
      weight: 0.85,
    },
    { pattern: /^to$/, weight: 0.75, wholeCell: true },
    { pattern: /^exp(?:iration|iry|\.)?$/, weight: 0.85, wholeCell: true },
    // A policy renews when its term ends: "Renews on", "Renews".
    { pattern: /^(?:policy\s+)?renews(?:\s+on)?$/, weight: 0.85, wholeCell: true },
  ],
}
