/**
 * Labels of the parties and the property: mortgagee, loan number, producer, property address,
 * year built (see labels.ts).
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import { LOAN_ID, NO, re } from './label-fragments'
import type { LabelVariant } from './label-variant'

export const PARTY_LABELS: Record<
  Extract<
    ExtractionFieldId,
    | 'policy.mortgagee'
    | 'policy.loanNumber'
    | 'policy.producer'
    | 'property.address'
    | 'property.yearBuilt'
  >,
  readonly LabelVariant[]
> = {
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
    // …said as a fact of the policy ("Acme Bank, its successors and assigns, is named as first
    // mortgagee"): as sure as a caption.
    {
      pattern:
        /\s(?:is|are)\s+(?:listed|named|shown)\s+(?:on\s+(?:your|the)\s+policy\s+)?as\s+(?:the\s+)?(?:first\s+)?mortgagee\b(?!\s*:)/,
      weight: 0.9,
      valueBefore: true,
    },
    // "… except: Talkeetna Bank & Trust, mortgagee, loan no. …": the lender named in apposition.
    {
      pattern: /,\s+(?:as\s+)?(?:first\s+)?(?:mortgagee|lien\s*holder|loss\s+payee)(?=\s*[,;.])/,
      weight: 0.85,
      valueBefore: true,
    },
    // A letter's "your mortgagee, Acme Bank, …": the name set off by commas after the phrase.
    {
      pattern: /your\s+(?:first\s+)?(?:mortgagee|lien\s*holder|lender)(?=\s*,)/,
      weight: 1,
      phrase: true,
    },
    // A notice's caption of whom the premium is billed to: the lender that pays it from escrow.
    {
      pattern:
        /^(?:(?:renewal\s+)?premium\s+)?(?:billed|sent|mailed)\s+to\s+(?:the\s+)?(?:lender|mortgagee)$/,
      weight: 0.85,
      wholeCell: true,
    },
    { pattern: /additional\s+interest(?:\s+name)?(?![a-z])/, weight: 0.6 },
    // A lender's interest as London-market and Commonwealth wording notes it: "Noted interest",
    // "Interested party" (trusted as an additional interest is: not every such party lends).
    {
      pattern: /^(?:noted|note\s+(?:the\s+)?)\s*interests?(?:\s+of)?$|^interested\s+part(?:y|ies)$/,
      weight: 0.6,
      wholeCell: true,
    },
    { pattern: /^(?:noted\s+interests?|interested\s+part(?:y|ies))(?=\s*:)/, weight: 0.6 },
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
    // ("Mortgagee loan 785-158 - second lien …", "holder is mortgagee ISAOA/ATIMA - loan 191…"),
    // after "your lender, <its name>," ("your lender, Acme Bank, N.A., loan 116-195 …") or
    // before the mortgage clause ("Loan 89388069565 ISAOA ATIMA"). A bare "Loan 50449" may be a
    // previous lender's or another building's.
    {
      pattern: re(
        String.raw`(?<=\b(?:mortgagee|isaoa|atima)\b[^.;]{0,40})loan(?=\s+${LOAN_ID})|(?<![a-z])loan(?=\s+${LOAN_ID}\s+(?:isaoa|atima)\b)`,
      ),
      weight: 0.85,
    },
    // …the reader's lender named in the same clause says whose loan it is as a caption would.
    {
      pattern: re(String.raw`(?<=\byour\s+lender,(?:[^.;]|\.(?!\s)){0,60}\s)loan(?=\s+${LOAN_ID})`),
      weight: 1,
    },
    // "loan" after a dash that ends a lender's name ("Nightjar Federal Credit Union — loan
    // 841-669"): the loan is that lender's.
    {
      pattern: re(
        String.raw`(?<=\b(?:bank|credit\s+union|mortgage|lending|finance|servicing|savings)\b[^;:]{0,12}\s[-–—]\s*)loan(?=\s+${LOAN_ID})`,
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
    // A surplus lines policy is placed by a licensed surplus lines broker: the producer. (Its
    // licensee, a person, is captioned "licensee".)
    {
      pattern: /^surplus\s+lines\s+(?:broker|agent|agency|producer)(?:\s+name)?$/,
      weight: 0.9,
      wholeCell: true,
    },
    // A policy change's "Authorized Representative" is the producer who signs it.
    { pattern: /authorized\s+representative/, weight: 0.8 },
    { pattern: /^(?:arranged|placed|sold)\s+(?:by|through)$/, weight: 0.8, wholeCell: true },
    // …in a sentence: "The policy was placed through Rhydderch Agency Group, the producer …".
    {
      pattern:
        /(?<!\b(?:not|longer|never|previously|formerly|once|originally)\s(?:been\s)?)(?:placed|arranged|sold|purchased|bought|obtained)\s+through/,
      weight: 0.8,
      phrase: true,
    },
    {
      pattern: /(?:servicing|your|insurance)\s+(?:agent|agency|producer|broker)/,
      weight: 0.8,
      phrase: true,
    },
    // An affidavit's agent: "I am a licensed insurance agent employed by Alder Agency, Inc.".
    {
      pattern: /(?:agent|producer|broker)\s+employed\s+by/,
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
    // A binding authority's coverholder (a Lloyd's term) is the broker who places the policy (a
    // caption naming the broker itself is surer).
    { pattern: /^coverholder(?:\s+name)?(?=\s*:|$)/, weight: 0.75 },
    // The usual abbreviations ("Agt.", "Agcy."), as a caption of their own.
    { pattern: /^(?:agt|agcy|agy)\.?$/, weight: 0.85, wholeCell: true },
  ],
  'property.address': [
    {
      pattern:
        /(?:property|risk|premises|location|dwelling|home|insured\s+location)\s+(?:address|location)|insured\s+(?:location|property|premises)|covered\s+(?:location|property)|location\s+of\s+(?:the\s+)?(?:[a-z-]+\s+)?(?:premises|property|risk|dwelling|residence|home)|(?:project|job\s*site|construction\s+site)\s+(?:location|address)|address\s+of\s+(?:the\s+)?(?:insured\s+)?(?:property|premises|risk)|address\s+inspected|described\s+location|residence\s+premises/,
      weight: 1,
    },
    { pattern: /street\s+address/, weight: 0.9 },
    // The place of a claim's loss on a homeowner's claim letter is the insured home; the site of a
    // manufactured home is where it stands.
    {
      pattern: /^(?:loss\s+location|location\s+of\s+loss|site\s+address)(?![a-z])/,
      weight: 0.8,
    },
    // The insured thing named first: "Home insured", "Property covered".
    {
      pattern: /^(?:home|house|dwelling|residence|property|premises)\s+(?:insured|covered)$/,
      weight: 0.85,
      wholeCell: true,
    },
    // London-market and Commonwealth wording: "Situation", "Situation of risk".
    {
      pattern:
        /^(?:the\s+)?situation(?:\s+of\s+(?:the\s+)?(?:risk|premises|property))?(?:\s*\(s\))?$/,
      weight: 0.85,
      wholeCell: true,
    },
    { pattern: /^(?:the\s+)?situation(?:\s+of\s+(?:the\s+)?risk)?(?=\s*:)/, weight: 0.85 },
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
        /(?:insured|covered|described)\s+(?:home|house|dwelling|residence|property|premises)\s+is|(?:covering|insuring|insures|covers|for|on)\s+the\s+(?:(?:rental|insured|covered|described|vacant|seasonal)\s+)?(?:home|house|dwelling|residence|property|premises|building)\s+at/,
      weight: 0.85,
      phrase: true,
    },
    // "House is 14414 Capella Street, built 1939": a message that says which house.
    {
      pattern:
        /(?:^|\b(?:the|your|my)\s+)(?:home|house|dwelling|residence)\s+is(?=\s+\d{1,6}[a-z]?\s+[a-z][a-z '-]{1,30}?\s(?:st|street|rd|road|ave|avenue|ln|lane|dr|drive|ct|court|blvd|boulevard|way|pl|place|pkwy|parkway|cir|circle|ter|terrace|hwy|highway|trl|trail|pike|run|loop)\b)/,
      weight: 0.8,
      phrase: true,
    },
    // Where a home stands, said of it further on in its sentence: "Your 1986 Redbud single-wide,
    // serial AL629, set on a permanent foundation at 3616 Cider Press Parkway"; "The home at 9096
    // Chervil Road in Jerome is insured …".
    {
      pattern:
        /(?<=\b(?:home|house|dwelling|residence|single-wide|double-wide|triple-wide)\b[^.;]{0,80}?)(?:set|sited|placed|installed)\s+(?:on\s+(?:a|an|the|its)\s+[a-z ]{3,30}?\s+)?at|\bthe\s+(?:insured\s+|covered\s+)?(?:home|house|dwelling|residence)\s+at(?=\s+\d)|^(?:rental\s+)?dwelling\s+at(?=\s+\d)/,
      weight: 0.85,
      phrase: true,
    },
    // A condominium unit's reference names the building it is in: "Unit 118, building at 5675
    // Agate Pl" (the association's letter about the unit's master policy).
    { pattern: /(?<=\bunit\s+[\w-]{1,6},?\s)building\s+at/, weight: 0.85, phrase: true },
    { pattern: /location\s*\/\s*description/, weight: 0.85 },
    // A builder's risk certificate's remark: "Job site: 5072 Arcturus St".
    { pattern: /^(?:job\s*site|project\s+site|construction\s+site)(?=\s*:)/, weight: 0.8 },
    {
      pattern: /^(?:location|premises|residence|property|home|job\s*site)$/,
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
        /(?:year|yr\.?)\s+(?:(?:home|house|dwelling)\s+)?(?:built|blt\.?|of\s+construction|constructed|const\.)|(?:construction|constr?\.)\s+year/,
      weight: 1,
    },
    // A manufactured home's year is the year it was made: "Year made", "Year manufactured",
    // "Model year" (the home's, on a policy that insures only the home).
    { pattern: /(?:year|yr\.?)\s+(?:made|manufactured|mfd\.?)(?![a-z])/, weight: 0.9 },
    { pattern: /^model\s+year$/, weight: 0.75, wholeCell: true },
    // "Building completed (year)", "Home built (yr.)": the year in parentheses after the caption.
    {
      pattern:
        /^(?:(?:home|house|dwelling|building|unit)\s+)?(?:built|completed|constructed|erected)\s*\((?:year|yr\.?)\)$/,
      weight: 0.85,
      wholeCell: true,
    },
    { pattern: /^built(?:\s+in)?$/, weight: 0.8, wholeCell: true },
    // A flood policy rates the building by its construction's date: "Construction date 1938",
    // "Date of construction" (a year alone answers; a full date is no year built).
    {
      pattern: /^(?:original\s+)?(?:construction\s+date|date\s+of\s+(?:original\s+)?construction)$/,
      weight: 0.8,
      wholeCell: true,
    },
    {
      pattern:
        /^(?:(?:home|house|dwelling|building|unit|association|condo(?:minium)?)\s+)?(?:built|erected|constructed)(?:\s+in)?$|^original\s+construction$/,
      weight: 0.8,
      wholeCell: true,
    },
    { pattern: /(?:built|constructed|erected)(?=\s+in\s+\d{4}(?!\d))/, weight: 0.8 },
    // "The dwelling was built in" at the end of a line: the year starts the next one.
    {
      pattern:
        /(?:building|complex|home|house|dwelling|structure|residence)s?\s+(?:was|were)\s+(?:built|completed|constructed|erected)\s+in(?=\s*$)/,
      weight: 0.85,
    },
    // "The complex was completed in 2018": a building's completion, said of the building (a
    // roof's or a renovation's completion is not the year built).
    {
      pattern:
        /(?:building|complex|home|house|dwelling|structure|residence)s?\s+(?:was|were)\s+(?:completed|finished)(?=\s+in\s+\d{4}(?!\d))/,
      weight: 0.85,
    },
    { pattern: /^built(?:\s+in)?(?=\s*:|\s+\d{4}(?!\d))/, weight: 0.8 },
    // A clause of a description: "10759 Arrowgrass Parade / Nevada City - built 2008, …".
    { pattern: /[-–—,;]\s*(?:built|constructed|erected)(?=\s+\d{4}(?!\d))/, weight: 0.8 },
    // "constructed 1969" as a cell of a description ("One family  Stucco  constructed 1969").
    // …or as the first of a description's items set apart by a middle dot ("Constructed 1950 · 2
    // family").
    {
      pattern: /^(?:constructed|erected)(?:\s+in)?(?=\s+\d{4}(?!\d)\s*(?:$|[·•|;]))/,
      weight: 0.8,
    },
  ],
}
