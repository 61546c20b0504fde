/**
 * Stage 3 of the upload pipeline: one file's streamed PUT to its signed URL, retried on network
 * failures, its bytes reported to the progress tracker and hashed as they are read. A URL that
 * has expired (403) is signed again once.
 */
import type { UploadSignature } from '../../shared/graphql/operations.generated'
import { PutError, putFile } from './streamed-put'
import type { ChunkSigner, RetryStep } from './upload-sign'
import type { ProgressTracker } from './upload-progress'
import type { PreparedFile, UploadHooks } from './upload-types'

export type PutOutcome = { readonly signature: UploadSignature; readonly sha256: string }

/**
 * PUTs the file with `signature`; resolves with the signature finally used and the sha256 sent.
 * Rejects with the PUT's error (the caller turns it into the file's outcome).
 */
export async function putPrepared(
  file: PreparedFile,
  initial: UploadSignature,
  o: {
    readonly retry: RetryStep
    readonly signer: ChunkSigner
    readonly tracker: ProgressTracker
    readonly hooks?: UploadHooks
    readonly signal?: AbortSignal
    /** Told the signature in use whenever it changes (a failure still names its upload key). */
    readonly onSignature: (signature: UploadSignature) => void
  },
): Promise<PutOutcome> {
  let signature = initial
  await o.hooks?.beforePut?.(file, signature)
  let resigned = false
  const { sha256 } = await o.retry(async () => {
    try {
      return await putFile({
        url: signature.signedUrl,
        path: file.path,
        contentType: signature.fileType || file.mime,
        size: file.size,
        signal: o.signal,
        onProgress: (loaded) => o.tracker.report(file.fileId, 'uploading', loaded),
      })
    } catch (err) {
      // A signed URL expires (15 min): a big batch on a slow link can outlive it. Sign a new
      // upload once, and send and register the file with it.
      if (err instanceof PutError && err.status === 403 && !resigned) {
        resigned = true
        signature = await o.signer.resign(file)
        o.onSignature(signature)
        await o.hooks?.beforePut?.(file, signature)
        throw new PutError(err.message, true, 403)
      }
      throw err
    }
  }, [file])
  await o.hooks?.afterPut?.(file, signature)
  return { signature, sha256 }
}
