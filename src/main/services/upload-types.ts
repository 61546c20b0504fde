/**
 * The upload pipeline's request, per-file and result types, shared by its stages (prepare and
 * type, sign ahead, PUT with progress, register) and by its callers (the host, the inbox, the CLI).
 */
import type { Events, UploadFileResult } from '../../shared/contract'
import type { AssociationInput, UploadSignature } from '../../shared/graphql/operations.generated'
import type { GraphqlClient } from './graphql-client'

export type UploadProgress = Events['upload.progress']
export type DocumentsChanged = Events['documents.changed']

/** How one file is filed: its category, links and whether to extract (per file or per batch). */
export type FilingOptions = {
  readonly categoryId?: string | null
  readonly extractData?: boolean
  readonly associations?: readonly AssociationInput[]
}

/** A file to upload: a path on disk, with the name and time the user knows it by. */
export type UploadInputFile = FilingOptions & {
  readonly path: string
  /** Name to register (browser shell: the original name of a staged file). Default: base name. */
  readonly name?: string
  /** Last-modified time in ms (browser shell: File.lastModified). Default: the file's mtime. */
  readonly lastModified?: number
  /**
   * This upload's id, sent with every retry so the server registers one document for it: a
   * resumed batch passes the id it used before. Default: a new id per file per batch, so a
   * deliberate second upload of the same file is a second document.
   */
  readonly attempt?: string
  /** The file's id in progress events and results (default: a new random id). */
  readonly fileId?: string
}

/** A typed, accepted file on its way through the pipeline. */
export type PreparedFile = {
  readonly index: number
  readonly path: string
  readonly name: string
  readonly size: number
  readonly lastModified: number
  readonly fileId: string
  readonly fileKey: string
  readonly mime: string
  readonly attempt: string
  /** The batch's filing options with the file's own on top. */
  readonly filing: FilingOptions
}

/** Where callers (the inbox journal, tests) step in between the stages. */
export type UploadHooks = {
  /** After signing, before the PUT: the inbox records the directUploadKey here. */
  readonly beforePut?: (file: PreparedFile, signature: UploadSignature) => Promise<void> | void
  /** After a successful PUT, before registration. */
  readonly afterPut?: (file: PreparedFile, signature: UploadSignature) => Promise<void> | void
  /** After the file's chunk was registered (the CLI's batch journal records it here). */
  readonly afterRegister?: (
    file: PreparedFile,
    documentId: string,
    sha256: string,
  ) => Promise<void> | void
}

export type UploadOutcome = UploadFileResult & {
  readonly path: string
  readonly fileId: string
  readonly fileKey: string | null
  readonly directUploadKey?: string
  /** The sha256 of the bytes sent and registered (ok outcomes). */
  readonly sha256?: string
  /**
   * The server's own message or the network's (docs/rules.md#messages: "toast with the server
   * message").
   */
  readonly serverMessage?: string
  /** The server answered the sign or create call with an error: its message is for the user. */
  readonly serverRefused?: boolean
  /** The batch was cancelled before this file finished: it is not uploaded, not failed. */
  readonly cancelled?: boolean
  /** The file was refused by its type (not a server or network failure). */
  readonly refused?: boolean
  /** The failure was the network's or the server's (still after the retries): try again later. */
  readonly transient?: boolean
}

export type UploadBatchResult = {
  readonly batchId: string
  readonly results: readonly UploadOutcome[]
  /** The `documents.changed` payload, or null when nothing was registered. */
  readonly changed: DocumentsChanged | null
}

export type UploadRequest = FilingOptions & {
  readonly files: readonly UploadInputFile[]
  /** The owning case (classId, docs/glossary.md#case). */
  readonly caseId: string
  readonly lender?: string | null
  readonly className?: string
  /**
   * Named in the upload-failure message (docs/rules.md#messages) (from the settings; default
   * DEFAULT_PROVIDER_NAME).
   */
  readonly providerName?: string
  readonly batchId?: string
  /**
   * The document the one file becomes the newest version of (addDocumentVersion instead of
   * createManyDocuments, docs/rules.md#document-versions); its filing options are the document's.
   */
  readonly newVersionOf?: string
  readonly source?: DocumentsChanged['source']
  readonly signal?: AbortSignal
  readonly onProgress?: (event: UploadProgress) => void
  readonly hooks?: UploadHooks
}

export type UploadPipelineDeps = {
  readonly client: GraphqlClient
  /** PUTs in flight at once. */
  readonly concurrency?: number
  /** Attempts per network step (sign, PUT, register), the first included; default: unbounded. */
  readonly attempts?: number
  /** How long a network step is retried (default 60 s: longer than a server restart). */
  readonly retryForMs?: number
  readonly baseDelayMs?: number
  /** Files per signS3Uploads / createManyDocuments call. */
  readonly chunkSize?: number
}

export type UploadPipeline = {
  readonly upload: (request: UploadRequest) => Promise<UploadBatchResult>
}
