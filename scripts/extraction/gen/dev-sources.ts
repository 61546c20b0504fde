/**
 * The development set's sources (what the matchers may be tuned on): the generated declarations
 * families, the older hand-drawn layouts, the corpus's real ACORD forms filled with generated
 * values, its blank forms, and the first measured blind set (blind-v1/: its families, ACORD fills,
 * blanks and scans, drawn here from the development seed). That set was measured once with the
 * engine frozen and its errors were read, so it is development data now; the blind set in
 * scripts/extraction/blind/ is a new one.
 */
import { generateDeclarations } from '../declarations'
import { seededRandom, generatePolicy } from '../policy-values'
import { BLIND_SOURCES as MEASURED_BLIND_V1 } from '../blind-v1'
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

const OWN_FAMILIES: readonly SetFamily[] = [
  ...FAMILIES.map((f): SetFamily => ({
    id: f.id,
    document: (index, seed) => familyDocument(f, index, seed),
  })),
  ...LEGACY,
]

export const DEV_SOURCES: SetSources = {
  // The measured blind families come last, so the documents drawn before them stay as they were.
  families: [...OWN_FAMILIES, ...MEASURED_BLIND_V1.families],
  acordForms: DEV_ACORD_FORMS,
  // blind-v1 brings its own scans; scanning them again would scan scans.
  scanFamilies: [...OWN_FAMILIES.map((f) => f.id), ...DEV_ACORD_FORMS.map((f) => f.id)],
  version: MEASURED_BLIND_V1.version ?? 0,
  blankForms: [
    'acord-24-blank.pdf',
    'opal-acord25.pdf',
    'opal-acord27.pdf',
    'acord-27-blank.pdf',
    'opal-acord30.pdf',
    'acord-50-blank.pdf',
  ],
}
