/**
 * The development set's sources (what the matchers may be tuned on): the generated declarations
 * families, the older hand-drawn layouts, the corpus's real ACORD forms filled with generated
 * values, and its blank forms. The real forms the blind set fills are left out: the ACORD 28 blank,
 * and the corpus's filled ACORD 140 (the blind set fills the 140's pages of the same form file), so
 * that tuning on this set does not tune on them.
 */
import { generateDeclarations } from '../declarations'
import { seededRandom, generatePolicy } from '../policy-values'
import type { SetFamily, SetSources } from '../set-sources'
import { DEV_ACORD_FORMS } from './acord-forms'
import { FAMILIES, familyDocument, hash } from './families'

/** The five layouts drawn before the families existed (declarations.ts). */
const LEGACY: readonly SetFamily[] = ([1, 2, 3, 4, 5] as const).map((layout) => ({
  id: `legacy-l${layout}`,
  documents: 2,
  document: async (index, seed) =>
    generateDeclarations(
      layout,
      generatePolicy(seededRandom(hash(`${seed}:legacy:${layout}:${index}`))),
    ),
}))

export const DEV_SOURCES: SetSources = {
  families: [
    ...FAMILIES.map((f): SetFamily => ({
      id: f.id,
      document: (index, seed) => familyDocument(f, index, seed),
    })),
    ...LEGACY,
  ],
  acordForms: DEV_ACORD_FORMS,
  blankForms: [
    'acord-24-blank.pdf',
    'opal-acord25.pdf',
    'opal-acord27.pdf',
    'acord-27-blank.pdf',
    'opal-acord30.pdf',
    'acord-50-blank.pdf',
  ],
}
