import { format, isValid, parseISO } from 'date-fns'
import type { TreePolicy, TreePolicyVersion } from './types'

/** Spec §2: product type name, then ' #' and the policy number when one exists. */
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
 * Spec §2: a policy version date range as 'MMM yyyy - MMM yyyy'. An open end shows as '…';
 * null when the version has neither date.
 */
export function versionDateRange(
  version: Pick<TreePolicyVersion, 'policyBeginDate' | 'policyEndDate'>,
): string | null {
  const begin = monthYear(version.policyBeginDate)
  const end = monthYear(version.policyEndDate)
  if (!begin && !end) return null
  return `${begin ?? '…'} - ${end ?? '…'}`
}
