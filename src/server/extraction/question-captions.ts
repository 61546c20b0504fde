/**
 * Questions that caption their answers, as plain-language pages and FAQs print them: "Who is
 * insured?" with the name on the line below, "When does coverage start? May 8, 2027". A question's
 * words name its field as a caption does, once the question's own words are taken away: "who is
 * insured" asks for the "insured", "when does coverage start" for when "coverage starts", "who
 * holds the mortgage" for the "mortgage holder". That caption is read with the field labels
 * (labels.ts), so the questions know the same vocabulary the captions do.
 */
import type { LabelHit } from './label-finder'
import { boxOfRange, type Cell } from './layout'

/** One question that may caption a value: where it lies in its cell and the caption it asks for. */
export interface QuestionCaption {
  /** The question's start in its cell (after a list number) and its end, the question mark's. */
  readonly start: number
  readonly end: number
  /** The words a caption of the same value would print ("coverage starts"). */
  readonly caption: string
}

/**
 * A question opening its cell: an optional number or "Q:" before it, a question word, a few words,
 * the question mark. (Long questions are prose, not captions.)
 */
const QUESTION =
  /^((?:\d{1,2}[.)]\s*|q\s*\d{0,2}\s*[.:)]\s*)?)(who|whom|what|when|which|how\s+much)\s+([a-z][a-z'’ -]{1,60}?)\s*\?/i

/** Words that ask and carry no meaning of the field: verbs that make the question, articles. */
const AUXILIARY = /^(?:is|are|was|were|does|do|did|will|would|shall|can|has|have)\s+/
const DETERMINER = /\b(?:the|my|our|your|this|its|their|his|her|a|an)\s+/g

/** Words saying something is covered: "you covered", "home insured for", "policy in force". */
const STATE_OF_COVER = /(?:^|\s)(?:covered|insured|in\s+(?:force|effect))(?:\s+for)?$/

/** A verb after "does X …" ("start", "begin", "cost"), made to agree with X as a caption does. */
const thirdPerson = (verb: string): string =>
  /(?:s|sh|ch|x|z)$/.test(verb) ? `${verb}es` : `${verb}s`

/**
 * The question at the start of a cell's text and the caption its words ask for; undefined when
 * the text asks no question (or one too long to be a caption).
 */
export function questionCaption(text: string): QuestionCaption | undefined {
  const m = QUESTION.exec(text)
  if (m === null) return undefined
  const lead = m[1]!.length
  const asker = m[2]!.toLowerCase().replace(/\s+/g, ' ')
  let words = m[3]!.toLowerCase().replace(/\s+/g, ' ').trim()
  if (words.split(' ').length > 6) return undefined
  const aux = AUXILIARY.exec(words)?.[0].trim()
  if (aux !== undefined) words = words.slice(aux.length).trim()
  // "It" is the policy the page is about: "when does it start" asks when it "starts".
  words = words
    .replace(DETERMINER, '')
    .replace(/^it\s+/, '')
    .trim()
  if (words === '') return undefined
  let caption = words
  const parts = words.split(' ')
  const being = aux === 'is' || aux === 'are' || aux === 'was' || aux === 'were'
  if (asker === 'when' && being && STATE_OF_COVER.test(words)) {
    // "When are you covered?" asks for the term the cover lasts: the policy period.
    caption = 'policy period'
  } else if (asker === 'how much' && being && STATE_OF_COVER.test(words) && parts.length >= 2) {
    // "How much is the home insured for?" asks for the home's amount of cover: the dwelling's
    // coverage, as captions name the home.
    const thing = parts[0]!.replace(/^(?:home|house|residence)$/, 'dwelling')
    caption = `${thing} coverage`
  } else if (aux === 'does' || aux === 'do' || aux === 'will') {
    // "When does coverage start" asks when "coverage starts"; "how much does the policy cost"
    // for the "cost of the policy".
    const verb = parts[parts.length - 1]!
    const subject = parts.slice(0, -1).join(' ')
    caption =
      verb === 'cost'
        ? `cost of the ${subject || 'policy'}`
        : `${subject} ${thirdPerson(verb)}`.trim()
  } else if (aux === undefined && asker === 'who' && parts.length >= 2) {
    // "Who holds the mortgage" asks for the "mortgage holder"; "who owns the policy" for its
    // "policy owner".
    const holder = /^(hold|own)s$/.exec(parts[0]!)
    if (holder !== null) caption = `${parts.slice(1).join(' ')} ${holder[1]}er`
  }
  return { start: lead, end: m.index + m[0].length, caption }
}

/**
 * The labels a question at the start of a cell asks for, in place of any label found among its
 * words: each a field label that reads the whole caption the question asks for (`find` reads a
 * cell's labels), spanning the question up to its mark. Its answer is what follows the mark, or
 * (nothing after it) the value beside or below, as a caption's.
 */
export function withQuestionHits(
  cell: Cell,
  hits: readonly LabelHit[],
  find: (cell: Cell) => readonly LabelHit[],
): readonly LabelHit[] {
  const q = questionCaption(cell.text)
  if (q === undefined) return hits
  const best = new Map<string, LabelHit>()
  for (const h of find({ ...cell, text: q.caption })) {
    // The label is the whole caption ("what is the loan number on the policy" asks for no policy
    // number), and a caption, not a word of a sentence.
    if (h.distractor || h.prose !== undefined || h.start > 0 || h.end < q.caption.length) continue
    const had = best.get(h.field.id)
    if (had === undefined || h.variant.weight > had.variant.weight) best.set(h.field.id, h)
  }
  if (best.size === 0) return hits
  const alone = /^[\s:.\-–—]*$/.test(cell.text.slice(q.end))
  const asked = [...best.values()].map((h): LabelHit => ({
    ...h,
    cell,
    start: q.start,
    end: q.end,
    box: boxOfRange(cell, q.start, q.end),
    alone,
  }))
  return [...hits.filter((h) => h.start >= q.end), ...asked]
}
