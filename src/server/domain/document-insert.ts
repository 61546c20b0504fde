/**
 * The insert half of registration: checks every case, lender, category and link of a batch with
 * one query per table, then writes the documents and their associations with one multi-row
 * statement each and bumps `updatedAt` once per case (a batch of 50 is a handful of statements,
 * not 50 × 8 round trips).
 */
import { randomUUID } from 'node:crypto'
import { DEFAULT_CLASS_NAME } from '../../shared/constants'
import { extensionForMimeType, extensionOf } from '../../shared/file-types'
import type { AuthUser } from '../auth/authenticator'
import type { Queryable } from '../db/client'
import type { MeasuredObject } from '../objects/object-store'
import type { Item } from './document-registration'
import { withVersionPolicy, type AssociationInput } from './document-writes'
import { touch } from './touch'
import { UserError } from './errors'
import { RETRIES_SQL } from './upload-retries'
import { recordHistories } from '../lifecycle/history/record-history'

type Frozen = { readonly finalKey: string; readonly measured?: MeasuredObject }

/** Ids of a table's rows among `ids`, with their case. */
async function caseOfEach(q: Queryable, sql: string, ids: readonly string[]) {
  if (!ids.length) return new Map<string, { case_id: string; policy_id?: string }>()
  const rows = await q.query<{ id: string; case_id: string; policy_id?: string }>(sql, [
    [...new Set(ids)],
  ])
  return new Map(rows.map((r) => [r.id, r]))
}

/** Checks the batch's references; returns the associations to write per item. */
async function checkReferences(
  q: Queryable,
  items: readonly Item[],
): Promise<{ links: AssociationInput[][]; categoryNames: ReadonlyMap<string, string> }> {
  const caseRows = await q.query<{ id: string; lender_id: string }>(
    'SELECT id, lender_id FROM cases WHERE id = ANY($1)',
    [[...new Set(items.map((i) => i.classId))]],
  )
  const lenderOf = new Map(caseRows.map((c) => [c.id, c.lender_id]))
  const wanted = [...new Set(items.flatMap((i) => (i.category != null ? [i.category] : [])))]
  const categories = new Map(
    wanted.length
      ? (
          await q.query<{ id: string; name: string }>(
            'SELECT id, name FROM categories WHERE id = ANY($1)',
            [wanted],
          )
        ).map((c) => [c.id, c.name])
      : [],
  )
  const requested = items.flatMap((i) => i.associations ?? [])
  const assets = await caseOfEach(
    q,
    'SELECT id, case_id FROM assets WHERE id = ANY($1)',
    requested.filter((a) => a.entityType === 'asset').map((a) => a.entityId),
  )
  const policies = await caseOfEach(
    q,
    'SELECT id, case_id FROM policies WHERE id = ANY($1)',
    requested.filter((a) => a.entityType === 'policy').map((a) => a.entityId),
  )
  const versions = await caseOfEach(
    q,
    `SELECT v.id, p.case_id, v.policy_id FROM policy_versions v
       JOIN policies p ON p.id = v.policy_id WHERE v.id = ANY($1)`,
    items.flatMap((i) => (i.policyVersionId != null ? [i.policyVersionId] : [])),
  )
  const links = items.map((i) => {
    const lender = lenderOf.get(i.classId)
    if (lender === undefined) throw new UserError(`Case ${i.classId} not found`, 'NOT_FOUND')
    if (i.lender != null && i.lender !== lender) {
      throw new UserError(`Lender ${i.lender} is not the lender of case ${i.classId}`)
    }
    if (i.category != null && !categories.has(i.category)) {
      throw new UserError(`Category ${i.category} not found`, 'NOT_FOUND')
    }
    for (const a of i.associations ?? []) {
      if (a.entityType === 'loan') {
        if (a.entityId !== i.classId) throw new UserError(`Loan ${a.entityId} is not this case`)
        continue
      }
      const table = a.entityType === 'asset' ? assets : policies
      if (table.get(a.entityId)?.case_id !== i.classId) {
        throw new UserError(`No ${a.entityType} ${a.entityId} in case ${i.classId}`)
      }
    }
    let versionPolicy: string | null = null
    if (i.policyVersionId != null) {
      const v = versions.get(i.policyVersionId)
      if (v?.case_id !== i.classId) {
        throw new UserError(`No policy version ${i.policyVersionId} in case ${i.classId}`)
      }
      versionPolicy = v.policy_id ?? null
    }
    return withVersionPolicy(i.associations ?? [], versionPolicy)
  })
  return { links, categoryNames: categories }
}

/**
 * Inserts the new documents (sets `docOfKey` for each) and returns the ids created. A concurrent
 * registration of the same user + case + sha256 + attempt that committed first wins: its document
 * is returned instead of a second one.
 */
export async function insertDocuments(
  q: Queryable,
  user: AuthUser,
  items: readonly Item[],
  frozenOf: (key: string) => Frozen,
  docOfKey: Map<string, string>,
): Promise<string[]> {
  if (!items.length) return []
  const { links: associations, categoryNames } = await checkReferences(q, items)
  const ids = items.map(() => randomUUID())
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO documents (id, case_id, class_name, name, file_ext, file_type, size,
                            direct_upload_key, category_id, policy_version_id, extract_data,
                            created_by, sha256, upload_attempt)
     SELECT d.id, d.case_id, d.class_name, d.name, d.ext, d.type, d.size, d.key, d.category,
            d.version, d.extract, $1, d.sha, d.attempt
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::bigint[], $9::text[], $10::text[], $11::text[], $12::boolean[],
                   $13::text[], $14::text[])
         AS d(id, case_id, class_name, name, ext, type, size, key, category, version, extract,
              sha, attempt)
     ON CONFLICT (created_by, case_id, sha256, upload_attempt)
        WHERE upload_attempt IS NOT NULL AND sha256 IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      user.id,
      ids,
      items.map((i) => i.classId),
      items.map((i) => i.className ?? DEFAULT_CLASS_NAME),
      items.map((i) => i.name),
      items.map((i) => extensionOf(i.name) || extensionForMimeType(i.type) || ''),
      items.map((i) => i.type),
      items.map((i) => frozenOf(i.directUploadKey).measured!.size),
      items.map((i) => frozenOf(i.directUploadKey).finalKey),
      items.map((i) => i.category ?? null),
      items.map((i) => i.policyVersionId ?? null),
      items.map((i) => i.extractData === true),
      items.map((i) => frozenOf(i.directUploadKey).measured!.sha256),
      items.map((i) => i.attempt ?? null),
    ],
  )
  const createdIds = new Set(inserted.map((r) => r.id))
  const lost = items.filter((_, n) => !createdIds.has(ids[n]!))
  if (lost.length) {
    // Lost the race to a concurrent retry of the same upload: return its document, found by
    // the same per-key probe of the unique upload index as the retry lookup (not by reading
    // every document of the user).
    const winners = await q.query<{
      id: string
      case_id: string
      sha256: string
      upload_attempt: string
    }>(RETRIES_SQL, [
      user.id,
      lost.map((i) => i.classId),
      lost.map((i) => frozenOf(i.directUploadKey).measured!.sha256),
      lost.map((i) => i.attempt),
    ])
    for (const i of lost) {
      const sha = frozenOf(i.directUploadKey).measured!.sha256
      const w = winners.find(
        (r) => r.case_id === i.classId && r.sha256 === sha && r.upload_attempt === i.attempt,
      )
      if (!w) throw new Error(`Registration of ${i.directUploadKey} lost a race with no winner`)
      docOfKey.set(i.directUploadKey, w.id)
    }
  }
  const links = items.flatMap((i, n) =>
    createdIds.has(ids[n]!) ? associations[n]!.map((a) => ({ doc: ids[n]!, ...a })) : [],
  )
  if (links.length) {
    await q.query(
      `INSERT INTO document_associations (document_id, entity_id, entity_type)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
      [links.map((l) => l.doc), links.map((l) => l.entityId), links.map((l) => l.entityType)],
    )
  }
  const byCase = new Map<string, { entities: AssociationInput[]; versions: string[] }>()
  items.forEach((i, n) => {
    if (!createdIds.has(ids[n]!)) return
    docOfKey.set(i.directUploadKey, ids[n]!)
    const c = byCase.get(i.classId) ?? { entities: [], versions: [] }
    c.entities.push(...associations[n]!)
    if (i.policyVersionId != null) c.versions.push(i.policyVersionId)
    byCase.set(i.classId, c)
  })
  for (const [caseId, c] of byCase) await touch(q, caseId, c.entities, c.versions)
  await recordHistories(
    q,
    items.flatMap((i, n) => {
      if (!createdIds.has(ids[n]!)) return []
      const category = i.category != null ? (categoryNames.get(i.category) ?? null) : null
      return [
        {
          caseId: i.classId,
          userId: user.id,
          action: 'upload' as const,
          documentId: ids[n]!,
          documentName: i.name,
          summary: category ? `Uploaded “${i.name}” as ${category}` : `Uploaded “${i.name}”`,
          after: {
            name: i.name,
            fileType: i.type,
            size: frozenOf(i.directUploadKey).measured!.size,
            categoryId: i.category ?? null,
            category,
            associations: associations[n]!,
            policyVersionId: i.policyVersionId ?? null,
          },
        },
      ]
    }),
  )
  return ids.filter((id) => createdIds.has(id))
}
