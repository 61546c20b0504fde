/**
 * The development set's sources (what the matchers may be tuned on): the generated declarations
 * families, the older hand-drawn layouts, the corpus's real ACORD forms filled with generated
 * values, its blank forms, and the fifteen measured blind sets (blind-v1/ to blind-v15/: their families,
 * ACORD fills, blanks and scans, drawn here from the development seed). Each was measured once with
 * the engine frozen and its errors were read, so they are development data now; the blind set (see
 * set-sources.ts) is always a new one.
 */
import { generateDeclarations } from '../declarations'
import { seededRandom, generatePolicy } from '../policy-values'
import { BLIND_SOURCES as MEASURED_BLIND_V1 } from '../blind-v1'
import { BLIND_SOURCES as MEASURED_BLIND_V2 } from '../blind-v2'
import { BLIND_SOURCES as MEASURED_BLIND_V3 } from '../blind-v3'
import { BLIND_SOURCES as MEASURED_BLIND_V4 } from '../blind-v4'
import { BLIND_SOURCES as MEASURED_BLIND_V5 } from '../blind-v5'
import { BLIND_SOURCES as MEASURED_BLIND_V6 } from '../blind-v6'
import { BLIND_SOURCES as MEASURED_BLIND_V7 } from '../blind-v7'
import { BLIND_SOURCES as MEASURED_BLIND_V8 } from '../blind-v8'
import { BLIND_SOURCES as MEASURED_BLIND_V9 } from '../blind-v9'
import { BLIND_SOURCES as MEASURED_BLIND_V10 } from '../blind-v10'
import { BLIND_SOURCES as MEASURED_BLIND_V11 } from '../blind-v11'
import { BLIND_SOURCES as MEASURED_BLIND_V12 } from '../blind-v12'
import { BLIND_SOURCES as MEASURED_BLIND_V13 } from '../blind-v13'
import { BLIND_SOURCES as MEASURED_BLIND_V14 } from '../blind-v14'
import { BLIND_SOURCES as MEASURED_BLIND_V15 } from '../blind-v15'
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
  // The measured blind families come last, in the order they were measured, so the documents drawn
  // before them stay as they were.
  families: [
    ...OWN_FAMILIES,
    ...MEASURED_BLIND_V1.families,
    ...MEASURED_BLIND_V2.families,
    ...MEASURED_BLIND_V3.families,
    ...MEASURED_BLIND_V4.families,
    ...MEASURED_BLIND_V5.families,
    ...MEASURED_BLIND_V6.families,
    ...MEASURED_BLIND_V7.families,
    ...MEASURED_BLIND_V8.families,
    ...MEASURED_BLIND_V9.families,
    ...MEASURED_BLIND_V10.families,
    ...MEASURED_BLIND_V11.families,
    ...MEASURED_BLIND_V12.families,
    ...MEASURED_BLIND_V13.families,
    ...MEASURED_BLIND_V14.families,
    ...MEASURED_BLIND_V15.families,
  ],
  acordForms: DEV_ACORD_FORMS,
  // The measured blind sets bring their own scans; scanning them again would scan scans.
  scanFamilies: [...OWN_FAMILIES.map((f) => f.id), ...DEV_ACORD_FORMS.map((f) => f.id)],
  // Each measured set bumps its own version when what it draws changes; the sum then grows too.
  version:
    (MEASURED_BLIND_V1.version ?? 0) +
    (MEASURED_BLIND_V2.version ?? 0) +
    (MEASURED_BLIND_V3.version ?? 0) +
    (MEASURED_BLIND_V4.version ?? 0) +
    (MEASURED_BLIND_V5.version ?? 0) +
    (MEASURED_BLIND_V6.version ?? 0) +
    (MEASURED_BLIND_V7.version ?? 0) +
    (MEASURED_BLIND_V8.version ?? 0) +
    (MEASURED_BLIND_V9.version ?? 0) +
    (MEASURED_BLIND_V10.version ?? 0) +
    (MEASURED_BLIND_V11.version ?? 0) +
    (MEASURED_BLIND_V12.version ?? 0) +
    (MEASURED_BLIND_V13.version ?? 0) +
    (MEASURED_BLIND_V14.version ?? 0) +
    (MEASURED_BLIND_V15.version ?? 0),
  blankForms: [
    'acord-24-blank.pdf',
    'opal-acord25.pdf',
    'opal-acord27.pdf',
    'acord-27-blank.pdf',
    'opal-acord30.pdf',
    'acord-50-blank.pdf',
  ],
}
