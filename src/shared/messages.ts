/**
 * Every message shown to users, in the exact words of docs/rules.md#drop-messages and
 * docs/rules.md#messages, in one place so the UI, the services and the tests use the same text.
 */
export const MESSAGES = {
  uploadSuccess: 'File(s) uploaded successfully!',
  /** docs/rules.md#messages: upload failure; `{provider}` comes from settings. */
  uploadFailure: (provider: string) =>
    `Something went wrong! Please refresh or contact ${provider} support`,
  documentUpdated: 'Document updated',
  documentsUpdated: 'Documents updated',
  documentDeleted: 'Document deleted',
  downloadSuccessTitle: 'Download successful',
  downloadSuccessDescription: (count: number) => `${count} document(s) downloaded as zip file.`,
  downloadFailureTitle: 'Download failed',
  downloadFailureDescription: 'There was an error downloading the documents. Please try again.',
  networkResponseNotOk: 'Network response was not ok',
  failedToFetchDocument: (file: string) => `Failed to fetch document: ${file}`,
  failedToDownload: (file: string, reason: string) => `Failed to download ${file}: ${reason}`,
  errorCreatingZip: (reason: string) => `Error creating zip file: ${reason}`,
  noDocumentsToDownload: 'No documents to download',
  // docs/rules.md#drop-messages: drop rejections.
  dropNotAcceptable: 'The file(s) you uploaded are not acceptable.',
  fileTypeMustBe: (type: string) => `File type must be ${type}`,
  fileTypeMustBeOneOf: (types: string) => `File type must be one of ${types}`,
  fileTooLarge: (bytes: number) => `File is larger than ${bytes} bytes`,
  fileTooSmall: (bytes: number) => `File is smaller than ${bytes} bytes`,
  tooManyFiles: 'Too many files',
  /** "Too many files" with the limit: one message for a whole drop (or a sign call) over it. */
  tooManyFilesAtOnce: (max: number) => `Too many files: at most ${max} at a time`,
  // Server-side permission reasons (docs/rules.md#delete).
  extractionInProgress: 'Extraction in progress',
  keyDocumentOfPolicy: (policyNumber: string) => `Key document of policy #${policyNumber}`,
} as const

/** The provider name used in the upload-failure message when settings name none. */
export const DEFAULT_PROVIDER_NAME = 'Case Manager'
