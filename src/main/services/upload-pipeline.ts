/**
 * The ONE upload pipeline (docs/rules.md#upload) for drops, the file picker, the watched inbox and
 * the CLI, in four stages: prepare and type each file from its content (upload-prepare.ts) → sign
 * ahead, a single-use upload per file (upload-sign.ts) → streamed PUT with bounded parallelism and
 * a progress tracker, hashing the bytes as they are read (upload-put.ts) → register with the
 * sha256 and the file's attempt id (upload-register.ts) → one result per file and the
 * `documents.changed` payload.
 *
 * Idempotent end to end: every retry of a file sends the same attempt id, and the server
 * registers one document per user + case + sha256 + attempt. Files flow without barriers: a
 * chunk is handed on as soon as its files are typed (the rest type meanwhile), the PUT workers
 * take files in order, each chunk is signed when its first file is needed (the next one ahead of
 * time) and registered in one call as soon as its last PUT ends — while the workers go on with
 * the next chunk, so typing and registration time hide behind transfer time.
 */
import { randomUUID } from 'node:crypto'
import { basename } from 'node:path'
import { MAX_FILES_PER_DROP } from '../../shared/constants'
import type { UploadSignature } from '../../shared/graphql/operations.generated'
import { DEFAULT_PROVIDER_NAME, MESSAGES } from '../../shared/messages'
import { GraphqlError } from './graphql-client'
import { withRetry } from './retry'
import { PutError } from './streamed-put'
import { errorText, fileIdsOf, prepareFiles } from './upload-prepare'
import { createProgressTracker } from './upload-progress'
import { putPrepared } from './upload-put'
import { registerFiles, registerVersion, type UploadedFile } from './upload-register'
import { createChunkSigner, type RetryStep } from './upload-sign'
import type {
  PreparedFile,
  UploadBatchResult,
  UploadOutcome,
  UploadPipeline,
  UploadPipelineDeps,
  UploadRequest,
} from './upload-types'

export type * from './upload-types'

const isRetryable = (err: unknown) =>
  (err instanceof GraphqlError || err instanceof PutError) && err.retryable

/** The server answered a GraphQL call with an error (not the network): its words are for the user. */
const isServerRefusal = (err: unknown) => err instanceof GraphqlError && !err.retryable

/** Creates the pipeline over a GraphQL client (dependencies as arguments: plain Node, testable). */
export function createUploadPipeline(deps: UploadPipelineDeps): UploadPipeline {
  const concurrency = deps.concurrency ?? 4
  const chunkSize = deps.chunkSize ?? MAX_FILES_PER_DROP

  async function upload(request: UploadRequest): Promise<UploadBatchResult> {
    if (request.newVersionOf !== undefined && request.files.length !== 1) {
      throw new Error('A new version of a document is one file')
    }
    const batchId = request.batchId ?? randomUUID()
    const { signal } = request
    const provider = request.providerName?.trim() || DEFAULT_PROVIDER_NAME
    const tracker = createProgressTracker(batchId, request.onProgress)
    const fileIds = fileIdsOf(request.files)
    const results = new Array<UploadOutcome | undefined>(request.files.length)

    // While a step waits to retry, its files show "reconnecting…" (with the reason).
    const retry: RetryStep = (task, files) =>
      withRetry(task, {
        attempts: deps.attempts,
        totalMs: deps.retryForMs,
        baseDelayMs: deps.baseDelayMs,
        signal,
        isRetryable,
        onRetry: (err) => {
          for (const f of files) {
            tracker.report(f.fileId, 'reconnecting', tracker.loaded(f.fileId), errorText(err))
          }
        },
      })

    const cancelled = (i: number, name: string, key: string | null): UploadOutcome => ({
      fileName: name,
      ok: false,
      message: 'Upload cancelled',
      path: request.files[i]!.path,
      fileId: fileIds[i]!,
      fileKey: key,
      cancelled: true,
    })
    const failed = (file: PreparedFile, err: unknown, directUploadKey?: string): UploadOutcome => {
      if (signal?.aborted) return cancelled(file.index, file.name, file.fileKey)
      const outcome: UploadOutcome = {
        fileName: file.name,
        ok: false,
        // docs/rules.md#messages: the upload-failure message; the server's own words are kept
        // alongside.
        message: MESSAGES.uploadFailure(provider),
        serverMessage: errorText(err),
        ...(isServerRefusal(err) ? { serverRefused: true } : {}),
        path: file.path,
        fileId: file.fileId,
        fileKey: file.fileKey,
        ...(directUploadKey ? { directUploadKey } : {}),
        ...(isRetryable(err) ? { transient: true } : {}),
      }
      tracker.report(file.fileId, 'failed', tracker.size(file.fileId), outcome.serverMessage)
      return outcome
    }

    // 1. Facts of every file; their types follow in the background, chunk by chunk.
    const prepared = await prepareFiles(request.files, fileIds, request, tracker, chunkSize)

    // 2–4. Sign ahead, PUT, register per chunk, each chunk as soon as it is typed.
    const signer = createChunkSigner({
      client: deps.client,
      caseId: request.caseId,
      chunk: prepared.chunk,
      retry,
      signal,
      onSigning: (files) => {
        for (const f of files) tracker.report(f.fileId, 'signing', 0)
      },
    })
    const uploadedOf: UploadedFile[][] = []
    const remaining: number[] = []
    const changedByChunk: string[][] = []
    const registrations: Promise<void>[] = []

    const register = async (c: number): Promise<void> => {
      const uploaded = uploadedOf[c]!.sort((a, b) => a.file.index - b.file.index)
      if (uploaded.length === 0) return
      for (const u of uploaded) tracker.report(u.file.fileId, 'registering', u.file.size)
      try {
        const { newVersionOf } = request
        const ids =
          newVersionOf !== undefined
            ? [
                await registerVersion(uploaded[0]!, newVersionOf, {
                  client: deps.client,
                  retry,
                  signal,
                }),
              ]
            : await registerFiles(uploaded, {
                client: deps.client,
                retry,
                caseId: request.caseId,
                lender: request.lender,
                className: request.className,
                signal,
              })
        uploaded.forEach(({ file, signature, sha256 }, i) => {
          const documentId = ids[i]!
          changedByChunk[c]!.push(documentId)
          results[file.index] = {
            fileName: file.name,
            ok: true,
            documentId,
            path: file.path,
            fileId: file.fileId,
            fileKey: file.fileKey,
            directUploadKey: signature.directUploadKey,
            sha256,
          }
          tracker.report(file.fileId, 'done', file.size)
        })
        for (const [i, { file, sha256 }] of uploaded.entries()) {
          // A journal that could not record it only means a rerun sends the file again.
          await Promise.resolve(request.hooks?.afterRegister?.(file, ids[i]!, sha256)).catch(
            () => undefined,
          )
        }
      } catch (err) {
        // One call per chunk: it registered all of them or none (the server's transaction).
        for (const u of uploaded) {
          results[u.file.index] = failed(u.file, err, u.signature.directUploadKey)
        }
      }
    }

    const send = async (file: PreparedFile, c: number, position: number): Promise<void> => {
      let signature: UploadSignature | undefined
      try {
        if (signal?.aborted) throw signal.reason
        const signatures = await signer.signatures(c)
        if (position % chunkSize >= chunkSize / 2) signer.signAhead(c + 1)
        signature = signatures[position % chunkSize]!
        const sent = await putPrepared(file, signature, {
          retry,
          signer,
          tracker,
          hooks: request.hooks,
          signal,
          onSignature: (s) => (signature = s),
        })
        if (signal?.aborted) throw signal.reason
        uploadedOf[c]!.push({ file, ...sent })
      } catch (err) {
        results[file.index] = failed(file, err, signature?.directUploadKey)
      } finally {
        if (--remaining[c]! === 0) registrations.push(register(c))
      }
    }
    // The workers take the accepted files in order, waiting for a chunk only until it is typed.
    let next = 0
    const worker = async (): Promise<void> => {
      for (;;) {
        const position = next++
        const c = Math.floor(position / chunkSize)
        const chunk = await prepared.chunk(c)
        const file = chunk?.[position % chunkSize]
        if (file === undefined) return
        if (uploadedOf[c] === undefined) {
          uploadedOf[c] = []
          remaining[c] = chunk!.length
          changedByChunk[c] = []
        }
        await send(file, c, position)
      }
    }
    // Typing that failed outright (not a refused file) fails the batch, as before any PUT; the
    // files already on their way still finish and register first, so none is left half done.
    const workers = await Promise.allSettled(Array.from({ length: concurrency }, worker))
    await Promise.all(registrations)
    for (const [index, outcome] of await prepared.refused) results[index] = outcome
    const stopped = workers.find((w) => w.status === 'rejected')
    if (stopped) throw stopped.reason
    const changedIds = changedByChunk.flat()

    return {
      batchId,
      results: results.map(
        (r, i) =>
          r ?? cancelled(i, request.files[i]!.name ?? basename(request.files[i]!.path), null),
      ),
      changed:
        changedIds.length > 0
          ? { caseId: request.caseId, ids: changedIds, source: request.source ?? 'upload' }
          : null,
    }
  }

  return { upload }
}
