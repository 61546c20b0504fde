/**
 * docs/rules.md#invalidation: after create, update and delete, the cached assets, policies,
 * documents, the affected case and the affected policy reload. Policies come from
 * AllAssetsAndPolicies (and the case), so these three operation names cover all five.
 */
export const DOCUMENT_MANAGER_REFETCH_QUERIES = [
  'AllAssetsAndPolicies',
  'CaseDocumentManager',
  'CaseDocumentManagerDocuments',
] as const
