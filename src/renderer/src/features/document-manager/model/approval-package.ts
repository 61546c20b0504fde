import {
  approvalPackageFileName,
  type ApprovalCover,
  type CoverField,
  type PackageDocument,
} from '../../../../../shared/approval-package'
import { getFormField, type FormValues } from '../../../../../shared/review'
import { formatDocumentCreatedAt } from '../../review/review-format'
import { formatCell } from './table-cell'
import { policyFolderLabel, versionDateRange } from './labels'
import type { Policy } from '../../../../../shared/graphql/operations.generated'
import type { ManagedDocument } from './types'

/**
 * Who set a field's value and when: one per field of each form save in the case's history (the
 * server records who saved which field, before and after). The latest one whose value is the
 * field's current value counts.
 */
export type ValueAcceptance = {
  readonly field: string
  readonly at: string
  readonly userName: string | null
  readonly after: unknown
}

/** A form save as the case's history returns it: `after` holds the changed fields by prefix. */
export type FormSave = {
  readonly at: string
  readonly user: { readonly fullName: string } | null
  readonly after: unknown
}

/**
 * The acceptances in a policy's form saves: each changed field of each save, with the saver's name
 * (null when the system saved it, e.g. an extraction merge).
 */
export function acceptancesFromFormSaves(saves: readonly FormSave[]): ValueAcceptance[] {
  const out: ValueAcceptance[] = []
  for (const save of saves) {
    if (save.after === null || typeof save.after !== 'object' || Array.isArray(save.after)) continue
    for (const [field, after] of Object.entries(save.after as Record<string, unknown>)) {
      out.push({ field, at: save.at, userName: save.user?.fullName || null, after })
    }
  }
  return out
}

export type ApprovalPackageInput = {
  readonly caseLabel: string
  readonly policy: Pick<Policy, 'id' | 'policyNumber' | 'productType' | 'policyVersions'>
  readonly policyVersionId: string
  /** The policy checklist's stored values. */
  readonly values: FormValues
  /** The checklist's fields, in form order (prefix and label). */
  readonly fields: readonly {
    readonly prefix: string
    readonly label: string
    readonly type: string
  }[]
  readonly acceptances: readonly ValueAcceptance[]
  readonly documents: Readonly<Record<string, ManagedDocument>>
  readonly preparedBy: string
}

export type ApprovalPackagePlan = {
  readonly cover: ApprovalCover
  readonly documents: readonly PackageDocument[]
  readonly fileName: string
  /** Documents of the version the case's list does not hold (deleted, or not loaded). */
  readonly missing: readonly string[]
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** A stored value as the cover shows it: dates as docs/rules.md#formats says, money with two decimals. */
function shown(type: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  if (type === 'Currency' && typeof value === 'number') {
    return value.toLocaleString('en-US', { style: 'currency', currency: 'USD' })
  }
  if (type === 'Boolean') return value === true || value === 'true' ? 'Yes' : 'No'
  return formatCell(value)
}

/**
 * What goes into a policy version's approval package: the cover (each field with a value, who
 * accepted it and the document it came from) and the documents, the key document first, then
 * those filed under the version in the case's order.
 */
export function planApprovalPackage(input: ApprovalPackageInput): ApprovalPackagePlan {
  const version = input.policy.policyVersions.find((v) => v.id === input.policyVersionId)
  if (!version) throw new Error('This policy version no longer exists.')
  const versionLabel = versionDateRange(version) ?? version.term ?? 'Undated version'
  const policyLabel = policyFolderLabel(input.policy)

  const fields: CoverField[] = []
  for (const def of input.fields) {
    const field = getFormField(input.values, def.prefix)
    const value = shown(def.type, field?.value)
    if (!field || value === '') continue
    const accepted = [...input.acceptances]
      .filter((a) => a.field === def.prefix && same(a.after, field.value))
      .sort((a, b) => b.at.localeCompare(a.at))[0]
    const sourceId =
      typeof field.extractedFrom === 'string' ? field.extractedFrom : field.extractedFrom?.id
    fields.push({
      label: def.label,
      value,
      acceptedBy: accepted?.userName ?? null,
      acceptedAt: accepted ? formatDocumentCreatedAt(accepted.at) || accepted.at : null,
      source: sourceId ? (input.documents[sourceId]?.name ?? null) : null,
    })
  }

  const ids = [
    ...(version.keyDocumentId ? [version.keyDocumentId] : []),
    ...version.documents.map((d) => d.id).filter((id) => id !== version.keyDocumentId),
  ]
  const documents: PackageDocument[] = []
  const missing: string[] = []
  for (const id of ids) {
    const d = input.documents[id]
    if (!d) {
      missing.push(id)
      continue
    }
    documents.push({
      id,
      name: d.name,
      fileType: d.fileType,
      signed: d.signed ?? null,
      role: id === version.keyDocumentId ? 'key' : 'filed',
    })
  }
  return {
    cover: {
      caseLabel: input.caseLabel,
      policyLabel,
      versionLabel,
      preparedBy: input.preparedBy,
      fields,
    },
    documents,
    fileName: approvalPackageFileName(policyLabel, versionLabel),
    missing,
  }
}
