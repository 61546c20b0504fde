/**
 * Which policy a document is compared with (docs/rules.md#comparison): the document's linked
 * policy, else the one whose policy number matches the number extracted from it, else none (the
 * user picks from the case's policies).
 */
import { identityText } from './comparison-rules'

export type PolicyPick =
  | { readonly policyId: string; readonly why: 'linked' | 'policyNumber' }
  | { readonly policyId: null; readonly why: 'choose' }

/** The policy to compare a document with, and why. */
export function policyToCompare(
  associations: readonly { readonly entityId: string; readonly entityType: string }[],
  extractedPolicyNumber: unknown,
  policies: readonly { readonly id: string; readonly policyNumber?: string | null }[],
): PolicyPick {
  const ids = new Set(policies.map((p) => p.id))
  const linked = associations.find((a) => a.entityType === 'policy' && ids.has(a.entityId))
  if (linked) return { policyId: linked.entityId, why: 'linked' }
  const wanted = identityText(extractedPolicyNumber)?.replace(/ /g, '')
  if (wanted) {
    const match = policies.find((p) => identityText(p.policyNumber)?.replace(/ /g, '') === wanted)
    if (match) return { policyId: match.id, why: 'policyNumber' }
  }
  return { policyId: null, why: 'choose' }
}
