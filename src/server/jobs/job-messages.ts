/**
 * Messages of the extraction jobs and form data (not messages of docs/rules.md#messages, so they
 * live here rather than in src/shared/messages.ts). Shown to users as GraphQL errors or failure
 * reasons.
 */
export const JOB_MESSAGES = {
  documentNotFound: 'Document not found',
  noCategory: 'Choose a category that supports extraction before starting extraction.',
  categoryUnsupported: (category: string) =>
    `Extraction is not supported for documents of category ${category}.`,
  fileTypeUnsupported: (ext: string) =>
    `Extraction is not supported for ${ext.toUpperCase()} files: only PDF, JPG, PNG and GIF can be read.`,
  noFile: 'The document has no stored file to extract from.',
  fileMissing: 'The document file is missing from storage.',
  workerDied: (attempts: number) =>
    `The extraction worker stopped while reading this document (${attempts} attempts).`,
  gaveUp: (attempts: number, reason: string) =>
    `Extraction failed after ${attempts} attempts: ${reason}`,
  tooManyIds: (limit: number) => `At most ${limit} documents can be asked for at once.`,
  caseNotFound: 'Case not found',
  policyNotFound: 'Policy not found',
  assetNotFound: 'Asset not found',
  valuesNotObject: 'Form values must be a JSON object.',
  assetHasNoVersions: 'An asset form has no versions: leave policyVersionId out.',
  versionNotFound: (id: string) => `Policy version ${id} not found for this policy`,
} as const
