/**
 * Bumping `updatedAt` after a change, shared by every document write (registration, edits, trash
 * and restore), so a refetch after a mutation shows it. Its own module so that the trash and the
 * document writes both use it without importing each other.
 */
import type { Queryable } from '../db/client'
import type { AssociationInput } from '../graphql/schema.generated'

/** Bumps updatedAt of a case and of the given assets and policies (and policies of versions). */
export async function touch(
  q: Queryable,
  caseId: string,
  entities: readonly AssociationInput[],
  versionIds: readonly (string | null | undefined)[] = [],
  extraPolicyIds: readonly (string | null | undefined)[] = [],
): Promise<void> {
  await q.query('UPDATE cases SET updated_at = now() WHERE id = $1', [caseId])
  const assets = entities.filter((e) => e.entityType === 'asset').map((e) => e.entityId)
  const policies = [
    ...entities.filter((e) => e.entityType === 'policy').map((e) => e.entityId),
    ...extraPolicyIds.filter((x): x is string => x != null),
  ]
  const versions = versionIds.filter((x): x is string => x != null)
  if (assets.length) {
    await q.query('UPDATE assets SET updated_at = now() WHERE id = ANY($1) AND case_id = $2', [
      assets,
      caseId,
    ])
  }
  if (policies.length || versions.length) {
    await q.query(
      `UPDATE policies SET updated_at = now()
        WHERE case_id = $3 AND (id = ANY($1)
           OR id IN (SELECT policy_id FROM policy_versions WHERE id = ANY($2)))`,
      [policies, versions, caseId],
    )
  }
}
