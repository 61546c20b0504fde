/**
 * Reads what the trail compares of documents (name, category, links) and the labels of linked
 * entities, with one query each, inside the transaction that changes them.
 */
import type { Queryable } from '../../db/client'
import type { DocumentSnapshot, EntityLabels, LinkRef } from './document-changes'

/** Snapshots of documents by id (locked rows are read as the transaction sees them). */
export async function documentSnapshots(
  q: Queryable,
  ids: readonly string[],
): Promise<Map<string, DocumentSnapshot>> {
  if (ids.length === 0) return new Map()
  const rows = await q.query<{
    id: string
    case_id: string
    name: string
    category_id: string | null
    category_name: string | null
    policy_version_id: string | null
    assoc: LinkRef[] | null
  }>(
    `SELECT d.id, d.case_id, d.name, d.category_id, c.name AS category_name, d.policy_version_id,
            (SELECT json_agg(json_build_object('entityId', a.entity_id, 'entityType', a.entity_type)
                             ORDER BY a.entity_type, a.entity_id)
               FROM document_associations a WHERE a.document_id = d.id) AS assoc
       FROM documents d LEFT JOIN categories c ON c.id = d.category_id
      WHERE d.id = ANY($1)`,
    [ids],
  )
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        caseId: r.case_id,
        name: r.name,
        categoryId: r.category_id,
        categoryName: r.category_name,
        policyVersionId: r.policy_version_id,
        associations: r.assoc ?? [],
      },
    ]),
  )
}

/**
 * Labels of assets ("12 Main St"), policies (docs/rules.md#policy-label: product type, then ' #'
 * and the number) and policy versions (their term, else their dates), by id.
 */
export async function entityLabels(q: Queryable, ids: readonly string[]): Promise<EntityLabels> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return new Map()
  const rows = await q.query<{ id: string; label: string }>(
    `SELECT id, display_name AS label FROM assets WHERE id = ANY($1)
     UNION ALL
     SELECT p.id, t.name || coalesce(' #' || p.policy_number, '')
       FROM policies p JOIN product_types t ON t.id = p.product_type_id WHERE p.id = ANY($1)
     UNION ALL
     SELECT id, coalesce(term, policy_begin_date::text || ' – ' || policy_end_date::text, id)
       FROM policy_versions WHERE id = ANY($1)`,
    [wanted],
  )
  return new Map(rows.map((r) => [r.id, r.label]))
}

/** Every entity id a set of snapshots links to (for one label lookup). */
export function linkedIds(snapshots: Iterable<DocumentSnapshot>): string[] {
  const out: string[] = []
  for (const s of snapshots) {
    for (const a of s.associations) out.push(a.entityId)
    if (s.policyVersionId !== null) out.push(s.policyVersionId)
  }
  return out
}
