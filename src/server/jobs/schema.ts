/**
 * The GraphQL part of issue 5 (extraction jobs, form data), plugged into the server's SDL as an
 * extension (`extend type Query/Mutation`). Operations: src/shared/graphql/extraction-operations.ts.
 */
export const JOBS_TYPE_DEFS = /* GraphQL */ `
  "Any JSON value (form values)."
  scalar JSON

  "The entity a form belongs to: a policy's checklist or an asset's edit form."
  enum FormEntityType {
    policy
    asset
  }

  "The stored values of a policy or asset form (spec §3 form fields)."
  type FormData {
    entityType: FormEntityType!
    entityId: ID!
    caseId: ID!
    values: JSON!
    "Null while the form was never saved nor filled by an extraction."
    updatedAt: DateTime
  }

  input SaveFormDataInput {
    entityType: FormEntityType!
    entityId: ID!
    values: JSON!
    "The updatedAt the client loaded: extractions stored after it are merged into the save."
    baseUpdatedAt: DateTime
  }

  "Extraction status of one document (spec §7 DocumentExtractionStatus)."
  type DocumentExtractionStatus {
    id: ID!
    extractionStatus: String
    extractionProgress: Int
    "Why the last extraction failed, when its status is failed."
    extractionError: String
  }

  extend type Query {
    "Up to 50 documents of a case; without ids, the case's queued and running documents."
    documentExtractionStatus(classId: ID!, ids: [ID!]): [DocumentExtractionStatus!]!
    formData(entityType: FormEntityType!, entityId: ID!): FormData!
  }

  extend type Mutation {
    "Queues the extraction of a document (status queued, progress 0)."
    triggerExtraction(id: ID!): Document!
    saveFormData(input: SaveFormDataInput!): FormData!
  }
`
