/**
 * Stage 2 of the upload pipeline: signS3Uploads, one call per chunk of files, signed when the
 * chunk's first file is needed and the next chunk ahead of time (half way through this one), so
 * the PUT workers never wait for a signature after the first.
 */
import {
  SignS3UploadsDocument,
  type UploadSignature,
} from '../../shared/graphql/operations.generated'
import type { GraphqlClient } from './graphql-client'
import type { PreparedFile } from './upload-types'

/** Runs a network step with the pipeline's retries; its files show "reconnecting…" meanwhile. */
export type RetryStep = <T>(task: () => Promise<T>, files: readonly PreparedFile[]) => Promise<T>

export type ChunkSigner = {
  /** The signatures of chunk `c`, in its file order (one signing call per chunk, shared). */
  readonly signatures: (c: number) => Promise<readonly UploadSignature[]>
  /** Starts signing chunk `c`, once typed, if it exists and has not started (sign ahead). */
  readonly signAhead: (c: number) => void
  /** A fresh signature for one file (its URL expired: a batch outlived the 15 minutes). */
  readonly resign: (file: PreparedFile) => Promise<UploadSignature>
}

const docOf = (f: PreparedFile) => ({ fileName: f.name, fileType: f.mime, size: f.size })

/**
 * A signer over the batch's chunks, each signed once it is typed; `onSigning` is told when a
 * chunk's signing starts.
 */
export function createChunkSigner(o: {
  readonly client: GraphqlClient
  /** The case the files are for: the server refuses to sign for a case the user may not change. */
  readonly caseId: string
  /** Chunk `c` once typed; `undefined` past the last. */
  readonly chunk: (c: number) => Promise<readonly PreparedFile[] | undefined>
  readonly retry: RetryStep
  readonly signal?: AbortSignal
  readonly onSigning: (files: readonly PreparedFile[]) => void
}): ChunkSigner {
  const signing = new Map<number, Promise<readonly UploadSignature[]>>()
  const sign = async (chunk: readonly PreparedFile[]): Promise<readonly UploadSignature[]> => {
    o.onSigning(chunk)
    const data = await o.retry(
      () =>
        o.client.request(
          SignS3UploadsDocument,
          { input: { caseId: o.caseId, docs: chunk.map(docOf) } },
          o.signal,
        ),
      chunk,
    )
    if (data.signS3Uploads.length !== chunk.length) {
      throw new Error('signS3Uploads returned a different number of signatures')
    }
    return data.signS3Uploads
  }
  const signatures = (c: number): Promise<readonly UploadSignature[]> => {
    let pending = signing.get(c)
    if (!pending) {
      // Past the last chunk (a sign-ahead at the end of the batch): nothing to sign.
      pending = o.chunk(c).then((chunk) => (chunk ? sign(chunk) : []))
      pending.catch(() => undefined) // awaited by the workers; never an unhandled rejection
      signing.set(c, pending)
    }
    return pending
  }
  return {
    signatures,
    signAhead: (c) => void signatures(c),
    resign: async (file) => {
      const data = await o.client.request(
        SignS3UploadsDocument,
        { input: { caseId: o.caseId, docs: [docOf(file)] } },
        o.signal,
      )
      const fresh = data.signS3Uploads[0]
      if (!fresh) throw new Error('signS3Uploads returned no signature')
      return fresh
    },
  }
}
