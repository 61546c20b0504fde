/**
 * Stage 4 of the upload pipeline: createManyDocuments for the files of one chunk whose PUT ended,
 * each with its sha256, attempt id and filing (category, links, extraction). One call per chunk:
 * the server registers all of them or none. A new version of a document is registered with
 * addDocumentVersion instead.
 */
import { DEFAULT_CLASS_NAME } from '../../shared/constants'
import {
  RegisterDocumentVersionDocument,
  RegisterUploadsDocument,
  type UploadSignature,
} from '../../shared/graphql/operations.generated'
import type { GraphqlClient } from './graphql-client'
import type { RetryStep } from './upload-sign'
import type { PreparedFile } from './upload-types'

export type UploadedFile = {
  readonly file: PreparedFile
  readonly signature: UploadSignature
  readonly sha256: string
}

/** Registers the files; resolves with their document ids in the same order. */
export async function registerFiles(
  uploaded: readonly UploadedFile[],
  o: {
    readonly client: GraphqlClient
    readonly retry: RetryStep
    readonly caseId: string
    readonly lender?: string | null
    readonly className?: string
    readonly signal?: AbortSignal
  },
): Promise<string[]> {
  o.signal?.throwIfAborted()
  const data = await o.retry(
    () =>
      o.client.request(
        RegisterUploadsDocument,
        {
          input: {
            documents: uploaded.map(({ file, signature, sha256 }) => ({
              classId: o.caseId,
              lender: o.lender ?? null,
              className: o.className ?? DEFAULT_CLASS_NAME,
              fileName: file.name,
              fileType: signature.fileType || file.mime,
              directUploadKey: signature.directUploadKey,
              category: file.filing.categoryId ?? null,
              extractData: file.filing.extractData ?? false,
              ...(file.filing.associations?.length
                ? { associations: [...file.filing.associations] }
                : {}),
              sha256,
              attempt: file.attempt,
            })),
          },
        },
        o.signal,
      ),
    uploaded.map((u) => u.file),
  )
  const created = data.createManyDocuments
  if (created.length !== uploaded.length) {
    throw new Error('createManyDocuments returned a different number of documents')
  }
  return created.map((d) => d.id)
}

/**
 * Registers one uploaded file as the newest version of a document (docs/rules.md#document-versions),
 * with its sha256 and attempt id so a retry is recognised; resolves with the document's id.
 */
export async function registerVersion(
  uploaded: UploadedFile,
  documentId: string,
  o: { readonly client: GraphqlClient; readonly retry: RetryStep; readonly signal?: AbortSignal },
): Promise<string> {
  o.signal?.throwIfAborted()
  const { file, signature, sha256 } = uploaded
  const data = await o.retry(
    () =>
      o.client.request(
        RegisterDocumentVersionDocument,
        {
          input: {
            id: documentId,
            fileName: file.name,
            fileType: signature.fileType || file.mime,
            directUploadKey: signature.directUploadKey,
            sha256,
            attempt: file.attempt,
          },
        },
        o.signal,
      ),
    [file],
  )
  return data.addDocumentVersion.id
}
