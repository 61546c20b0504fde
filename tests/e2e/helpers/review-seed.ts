/**
 * Review badges on the demo policy checklist without running an extraction: the form's stored
 * values get new, conflicting and rejected extractions from the demo declarations page, saved
 * through saveFormData as an extraction would leave them.
 */
import { SaveFormDataDocument } from '../../../src/shared/graphql/operations.generated'
import { gql } from '../review/review-graphql'
import type { ShellHandle } from './browser-shell'

const SOURCE = 'demo-doc-ho3-declarations'

const item = (value: unknown, y0: number) => ({
  value,
  displayName: String(value),
  extractedFrom: { id: SOURCE },
  bbox: { page: 1, x0: 0.1, y0, x1: 0.5, y1: y0 + 0.03 },
})

const field = (over: Record<string, unknown>) => ({
  value: null,
  extractedFrom: null,
  bbox: null,
  newExtractions: [],
  rejectedExtractions: [],
  newlyReviewedDocuments: [],
  ...over,
})

/** Saves the demo HO3 checklist with a new, a conflict, an accepted and a rejected field. */
export async function seedReviewBadges(shell: ShellHandle): Promise<void> {
  await gql(shell, SaveFormDataDocument, {
    input: {
      entityType: 'policy',
      entityId: 'demo-policy-ho3',
      values: {
        policy: {
          carrier: field({ newExtractions: [item('Coastal Mutual Insurance Company', 0.2)] }),
          premium: field({
            value: 1200,
            newExtractions: [item(1350, 0.4), item(1410, 0.45)],
          }),
          policyNumber: field({
            value: 'HO3-4471029',
            extractedFrom: { id: SOURCE },
            bbox: { page: 1, x0: 0.1, y0: 0.1, x1: 0.4, y1: 0.13 },
          }),
          producer: field({ rejectedExtractions: [item('Gulf Coast Agency', 0.6)] }),
        },
      },
    },
  })
}
