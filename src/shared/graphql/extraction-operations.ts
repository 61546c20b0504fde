/**
 * The extraction job and form-data operations (issue 5): trigger an extraction, poll the status of
 * queued/running documents, read and save a policy's or asset's form values. Same style as
 * ./operations.ts: each is a `TypedDocumentNode<Result, Variables>` with hand-written readonly types.
 * Platform-free: no React, no Apollo, no node:* (src/shared layering).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { parse } from 'graphql'
import type { DateTimeString } from './operations'

/** Parses an operation once, typed by its result and variables. */
function op<R, V extends Record<string, unknown>>(source: string): TypedDocumentNode<R, V> {
  return parse(source) as TypedDocumentNode<R, V>
}

// ---------------------------------------------------------------- status

/** A document's extraction status (Document.extractionStatus); null when never extracted. */
export type ExtractionStatus = 'queued' | 'running' | 'done' | 'failed'

/** The statuses during which a document is still being extracted (poll while any is present). */
export const EXTRACTION_ACTIVE_STATUSES: readonly ExtractionStatus[] = ['queued', 'running']

/** Whether a status means the extraction has not finished yet. */
export function isExtractionActive(status: string | null | undefined): boolean {
  return status === 'queued' || status === 'running'
}

// ---------------------------------------------------------------- TriggerExtraction

export type TriggerExtractionResult = {
  readonly triggerExtraction: {
    readonly id: string
    readonly extractionStatus: string | null
    /** 0..100. */
    readonly extractionProgress: number | null
    readonly extractionStartedAt: DateTimeString | null
  }
}
export type TriggerExtractionVariables = { readonly id: string }

/**
 * Queues the extraction of one document (status `queued`, progress 0). Refused with a clear
 * message when the document's category does not support extraction or its file type cannot be
 * read.
 */
export const TriggerExtractionMutation = op<TriggerExtractionResult, TriggerExtractionVariables>(`
  mutation TriggerExtraction($id: ID!) {
    triggerExtraction(id: $id) {
      id
      extractionStatus
      extractionProgress
      extractionStartedAt
    }
  }
`)

// ---------------------------------------------------------------- DocumentExtractionStatus

export type DocumentExtractionStatusNode = {
  readonly id: string
  readonly extractionStatus: string | null
  readonly extractionProgress: number | null
  /** Why the last extraction failed, in plain words (status `failed`), else null. */
  readonly extractionError: string | null
}
export type DocumentExtractionStatusResult = {
  readonly documentExtractionStatus: readonly DocumentExtractionStatusNode[]
}
export type DocumentExtractionStatusVariables = {
  readonly classId: string
  /** At most EXTRACTION_STATUS_LIMIT ids; omitted: the case's queued and running documents. */
  readonly ids?: readonly string[] | null
}

/**
 * The extraction status of some documents of a case (at most EXTRACTION_STATUS_LIMIT), or of the
 * case's queued/running documents when `ids` is omitted — cheap enough to poll.
 */
export const DocumentExtractionStatusQuery = op<
  DocumentExtractionStatusResult,
  DocumentExtractionStatusVariables
>(`
  query DocumentExtractionStatus($classId: ID!, $ids: [ID!]) {
    documentExtractionStatus(classId: $classId, ids: $ids) {
      id
      extractionStatus
      extractionProgress
      extractionError
    }
  }
`)

// ---------------------------------------------------------------- FormData, SaveFormData

/** The entity a form belongs to: a policy's checklist or an asset's edit form. */
export type FormEntityType = 'policy' | 'asset'

/**
 * Form values (scalar JSON). Policy: `{ policy: { policyNumber: FormField, … } }`; asset:
 * `{ property: { address: { groupedValues: [FormField] }, … } }` (FormField as in
 * src/shared/review/types.ts, addressed with src/shared/review/field-path.ts).
 */
export type FormDataValues = { readonly [key: string]: unknown }

export type FormData = {
  readonly entityType: FormEntityType
  readonly entityId: string
  readonly caseId: string
  readonly values: FormDataValues
  /** Null while the form was never saved nor filled by an extraction. */
  readonly updatedAt: DateTimeString | null
}

export type FormDataResult = { readonly formData: FormData }
export type FormDataVariables = { readonly entityType: FormEntityType; readonly entityId: string }

/** The stored form values of a policy or an asset (empty values when none were stored yet). */
export const FormDataQuery = op<FormDataResult, FormDataVariables>(`
  query FormData($entityType: FormEntityType!, $entityId: ID!) {
    formData(entityType: $entityType, entityId: $entityId) {
      entityType
      entityId
      caseId
      values
      updatedAt
    }
  }
`)

export type SaveFormDataInput = {
  readonly entityType: FormEntityType
  readonly entityId: string
  readonly values: FormDataValues
  /**
   * The `updatedAt` of the form data the client loaded (null when it loaded none). Extraction
   * results stored after it are merged into the saved values (their newExtractions are kept), so a
   * save never loses them; the result holds the merged values, which the client should reset to.
   */
  readonly baseUpdatedAt?: DateTimeString | null
}
export type SaveFormDataResult = { readonly saveFormData: FormData }
export type SaveFormDataVariables = { readonly input: SaveFormDataInput }

/** Saves a form's values; returns the stored (possibly merged) values and their new updatedAt. */
export const SaveFormDataMutation = op<SaveFormDataResult, SaveFormDataVariables>(`
  mutation SaveFormData($input: SaveFormDataInput!) {
    saveFormData(input: $input) {
      entityType
      entityId
      caseId
      values
      updatedAt
    }
  }
`)
