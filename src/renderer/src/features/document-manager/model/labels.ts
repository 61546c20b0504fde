import { format, isValid, parseISO } from 'date-fns'
import type { ManagedDocument, TreeAsset, TreePolicy, TreePolicyVersion } from './types'

/**
 * docs/rules.md#policy-label: product type name, then ' #' and the policy number when one exists.
 */
export function policyFolderLabel(
  policy: Pick<TreePolicy, 'productType' | 'policyNumber'>,
): string {
  const number = policy.policyNumber?.trim()
  return number ? `${policy.productType.name} #${number}` : policy.productType.name
}

function monthYear(date: string | null | undefined): string | null {
  if (!date) return null
  const parsed = parseISO(date)
  return isValid(parsed) ? format(parsed, 'MMM yyyy') : null
}

/**
 * docs/rules.md#policy-version-range: a policy version date range as 'MMM yyyy - MMM yyyy'. An open
 * end shows as '…'; null when the version has neither date.
 */
export function versionDateRange(
  version: Pick<TreePolicyVersion, 'policyBeginDate' | 'policyEndDate'>,
): string | null {
  const begin = monthYear(version.policyBeginDate)
  const end = monthYear(version.policyEndDate)
  if (!begin && !end) return null
  return `${begin ?? '…'} - ${end ?? '…'}`
}

/** Names of the case's assets and policies by id, for the "Linked to" column. */
export function entityNames(
  assets: readonly Pick<TreeAsset, 'id' | 'displayName'>[],
  policies: readonly Pick<TreePolicy, 'id' | 'productType' | 'policyNumber'>[],
): ReadonlyMap<string, string> {
  return new Map([
    ...assets.map((a) => [a.id, a.displayName] as const),
    ...policies.map((p) => [p.id, policyFolderLabel(p)] as const),
  ])
}

/** What a document is linked to, by name, in link order ('' when unfiled). */
export function linkedToText(
  d: Pick<ManagedDocument, 'associations'>,
  names: ReadonlyMap<string, string>,
): string {
  return d.associations
    .flatMap((a) => (a.entityType === 'loan' ? [] : [names.get(a.entityId) ?? a.entityId]))
    .join(', ')
}
