/**
 * The ONE upload pipeline (spec §4 upload flow) for drops, the file picker, the watched inbox and
 * the CLI: type each file from its content → signS3Uploads (a single-use upload per file) →
 * streamed PUT with bounded parallelism and progress, hashing the bytes as they are read →
 * createManyDocuments with the sha256 and the file's attempt id → one result per file and the
 * `documents.changed` payload. Idempotent end to end: every retry of a file sends the same attempt
 * id, and the server registers one document per user + case + sha256 + attempt. Registration is
 * one call per chunk, so a failure leaves nothing half-registered.
 */
import { randomUUID } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { DEFAULT_CLASS_NAME, MAX_FILES_PER_DROP } from '../../shared/constants'
import type { Events, UploadFileResult } from '../../shared/contract'
import type { AssociationInput, UploadSignature } from '../../shared/graphql/operations.generated'
import {
  CreateManyDocumentsDocument,
  SignS3UploadsDocument,
} from '../../shared/graphql/operations.generated'
import { DEFAULT_PROVIDER_NAME, MESSAGES } from '../../shared/messages'
import { mapLimit } from './concurrency'
import { fileKey, localFileId } from './file-identity'
import { detectFileType } from './file-typing'
import type { GraphqlClient } from './graphql-client'
import { GraphqlError } from './graphql-client'
import { withRetry } from './retry'
import { PutError, putFile } from './streamed-put'

export type UploadProgress = Events['upload.progress']
export type DocumentsChanged = Events['documents.changed']

/** A file to upload: a path on disk, with the name and time the user knows it by. */
export type UploadInputFile = {
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
}

/** Where callers (the inbox journal, tests) step in between the stages. */
export type UploadHooks = {
  /** After signing, before the PUT: the inbox records the directUploadKey here. */
  readonly beforePut?: (file: PreparedFile, signature: UploadSignature) => Promise<void> | void
  /** After a successful PUT, before registration. */
  readonly afterPut?: (file: PreparedFile, signature: UploadSignature) => Promise<void> | void
  /** After the file's chunk was registered (the CLI's batch journal records it here). */
  readonly afterRegister?: (file: PreparedFile, documentId: string) => Promise<void> | void
}

export type UploadOutcome = UploadFileResult & {
  readonly path: string
  readonly fileId: string
  readonly fileKey: string | null
  readonly directUploadKey?: string
  /** The server's own message (spec §8: "toast with the server message"; kept for the log). */
  readonly serverMessage?: string
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

export type UploadRequest = {
  readonly files: readonly UploadInputFile[]
  /** The owning case (classId of spec §7). */
  readonly caseId: string
  readonly lender?: string | null
  readonly categoryId?: string | null
  readonly extractData?: boolean
  readonly className?: string
  readonly associations?: readonly AssociationInput[]
  readonly batchId?: string
  readonly source?: DocumentsChanged['source']
  readonly signal?: AbortSignal
  readonly onProgress?: (event: UploadProgress) => void
  readonly hooks?: UploadHooks
}

export type UploadPipelineDeps = {
  readonly client: GraphqlClient
  /** Provider name for spec §8's failure message (from settings). */
  readonly providerName?: () => string
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

const PROGRESS_INTERVAL_MS = 100

const isRetryable = (err: unknown) =>
  (err instanceof GraphqlError || err instanceof PutError) && err.retryable

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** Creates the pipeline over a GraphQL client (dependencies as arguments: plain Node, testable). */
export function createUploadPipeline(deps: UploadPipelineDeps): UploadPipeline {
  const concurrency = deps.concurrency ?? 4
  const chunkSize = deps.chunkSize ?? MAX_FILES_PER_DROP
  const provider = () => deps.providerName?.() || DEFAULT_PROVIDER_NAME

  async function upload(request: UploadRequest): Promise<UploadBatchResult> {
    const batchId = request.batchId ?? randomUUID()
    const { signal } = request
    // While a step waits to retry, its files show "reconnecting…" (with the reason).
    const retry = <T>(task: () => Promise<T>, files: readonly PreparedFile[]) =>
      withRetry(task, {
        attempts: deps.attempts,
        totalMs: deps.retryForMs,
        baseDelayMs: deps.baseDelayMs,
        signal,
        isRetryable,
        onRetry: (err) => {
          for (const f of files) {
            emit(f.index, f.name, f.fileId, 'reconnecting', loadedOf[f.index]!, errorText(err))
          }
        },
      })

    const results = new Array<UploadOutcome | undefined>(request.files.length)
    const loadedOf = new Array<number>(request.files.length).fill(0)
    const sizes = new Array<number>(request.files.length).fill(0)
    let overallTotal = 0
    let overallLoaded = 0
    const lastEmit = new Array<number>(request.files.length).fill(0)

    const emit = (
      index: number,
      name: string,
      fileId: string,
      status: UploadProgress['status'],
      loaded: number,
      message?: string,
    ) => {
      overallLoaded += loaded - loadedOf[index]!
      loadedOf[index] = loaded
      if (status === 'uploading') {
        const now = Date.now()
        if (loaded < sizes[index]! && now - lastEmit[index]! < PROGRESS_INTERVAL_MS) return
        lastEmit[index] = now
      }
      request.onProgress?.({
        batchId,
        fileId,
        fileName: name,
        loaded,
        total: sizes[index]!,
        status,
        ...(message !== undefined ? { message } : {}),
        overallLoaded,
        overallTotal,
      })
    }

    const cancelledOutcome = (
      i: number,
      name: string,
      fileId: string,
      key: string | null,
    ): UploadOutcome => ({
      fileName: name,
      ok: false,
      message: 'Upload cancelled',
      path: request.files[i]!.path,
      fileId,
      fileKey: key,
      cancelled: true,
    })
    const failedOutcome = (
      file: PreparedFile,
      err: unknown,
      directUploadKey?: string,
    ): UploadOutcome => {
      if (signal?.aborted) return cancelledOutcome(file.index, file.name, file.fileId, file.fileKey)
      const outcome: UploadOutcome = {
        fileName: file.name,
        ok: false,
        // Spec §8: the upload-failure message; the server's own words are kept alongside.
        message: MESSAGES.uploadFailure(provider()),
        serverMessage: errorText(err),
        path: file.path,
        fileId: file.fileId,
        fileKey: file.fileKey,
        ...(directUploadKey ? { directUploadKey } : {}),
        ...(isRetryable(err) ? { transient: true } : {}),
      }
      emit(file.index, file.name, file.fileId, 'failed', sizes[file.index]!, outcome.serverMessage)
      return outcome
    }

    // 1. Facts and type of every file (content first, spec §5).
    const facts = await mapLimit(request.files, 8, async (f, index) => {
      const name = f.name ?? basename(f.path)
      try {
        const info = await stat(f.path)
        sizes[index] = info.size
        overallTotal += info.size
        const lastModified = Math.trunc(f.lastModified ?? info.mtimeMs)
        return { index, name, size: info.size, lastModified }
      } catch (err) {
        return { index, name, error: `“${name}” cannot be read: ${errorText(err)}` }
      }
    })
    const prepared: PreparedFile[] = []
    await mapLimit(facts, 8, async (f) => {
      const input = request.files[f.index]!
      if ('error' in f) {
        results[f.index] = {
          fileName: f.name,
          ok: false,
          message: f.error!,
          path: input.path,
          fileId: f.name,
          fileKey: null,
          refused: true,
        }
        emit(f.index, f.name, f.name, 'failed', 0, f.error)
        return
      }
      const file = {
        ...f,
        path: input.path,
        fileId: localFileId(f),
        fileKey: fileKey(f),
        attempt: input.attempt ?? randomUUID(),
      }
      emit(f.index, f.name, file.fileId, 'typing', 0)
      const type = await detectFileType(input.path, f.name).catch((err: unknown) => ({
        supported: false as const,
        reason: `“${f.name}” cannot be read: ${errorText(err)}`,
        mime: '',
      }))
      if (!type.supported) {
        const message = type.reason ?? MESSAGES.dropNotAcceptable
        results[f.index] = {
          fileName: f.name,
          ok: false,
          message,
          path: input.path,
          fileId: file.fileId,
          fileKey: file.fileKey,
          refused: true,
        }
        emit(f.index, f.name, file.fileId, 'failed', sizes[f.index]!, message)
        return
      }
      prepared.push({ ...file, mime: type.mime })
    })
    prepared.sort((a, b) => a.index - b.index)

    // 2–4. Files flow without barriers: PUT workers (bounded parallelism) take files in order;
    // each chunk is signed when its first file is needed (the next one ahead of time), and
    // registered in one createManyDocuments call as soon as its last PUT ends — while the
    // workers go on with the next chunk, so registration time hides behind transfer time.
    const chunks: PreparedFile[][] = []
    for (let start = 0; start < prepared.length; start += chunkSize) {
      chunks.push(prepared.slice(start, start + chunkSize))
    }
    const signing = new Map<number, Promise<readonly UploadSignature[]>>()
    const signChunk = (c: number): Promise<readonly UploadSignature[]> => {
      let pending = signing.get(c)
      if (!pending) {
        const chunk = chunks[c]!
        for (const f of chunk) emit(f.index, f.name, f.fileId, 'signing', 0)
        pending = retry(
          () =>
            deps.client.request(
              SignS3UploadsDocument,
              {
                input: {
                  docs: chunk.map((f) => ({ fileName: f.name, fileType: f.mime, size: f.size })),
                },
              },
              signal,
            ),
          chunk,
        ).then((data) => {
          if (data.signS3Uploads.length !== chunk.length) {
            throw new Error('signS3Uploads returned a different number of signatures')
          }
          return data.signS3Uploads
        })
        pending.catch(() => undefined) // awaited by the workers; never an unhandled rejection
        signing.set(c, pending)
      }
      return pending
    }

    const resign = async (file: PreparedFile): Promise<UploadSignature> => {
      const data = await deps.client.request(
        SignS3UploadsDocument,
        {
          input: { docs: [{ fileName: file.name, fileType: file.mime, size: file.size }] },
        },
        signal,
      )
      const fresh = data.signS3Uploads[0]
      if (!fresh) throw new Error('signS3Uploads returned no signature')
      return fresh
    }

    type Uploaded = { file: PreparedFile; signature: UploadSignature; sha256: string }
    const uploadedOf = chunks.map(() => [] as Uploaded[])
    const remaining = chunks.map((chunk) => chunk.length)
    const changedByChunk = chunks.map(() => [] as string[])
    const registrations: Promise<void>[] = []

    const register = async (c: number): Promise<void> => {
      const uploaded = uploadedOf[c]!.sort((a, b) => a.file.index - b.file.index)
      if (uploaded.length === 0) return
      for (const u of uploaded)
        emit(u.file.index, u.file.name, u.file.fileId, 'registering', u.file.size)
      try {
        signal?.throwIfAborted()
        const data = await retry(
          () =>
            deps.client.request(
              CreateManyDocumentsDocument,
              {
                input: {
                  documents: uploaded.map(({ file, signature, sha256 }) => ({
                    classId: request.caseId,
                    lender: request.lender ?? null,
                    className: request.className ?? DEFAULT_CLASS_NAME,
                    fileName: file.name,
                    fileType: signature.fileType || file.mime,
                    directUploadKey: signature.directUploadKey,
                    category: request.categoryId ?? null,
                    extractData: request.extractData ?? false,
                    ...(request.associations?.length ? { associations: request.associations } : {}),
                    sha256,
                    attempt: file.attempt,
                  })),
                },
              },
              signal,
            ),
          uploaded.map((u) => u.file),
        )
        const created = data.createManyDocuments
        if (created.length !== uploaded.length) {
          throw new Error('createManyDocuments returned a different number of documents')
        }
        uploaded.forEach(({ file, signature }, i) => {
          const documentId = created[i]!.id
          changedByChunk[c]!.push(documentId)
          results[file.index] = {
            fileName: file.name,
            ok: true,
            documentId,
            path: file.path,
            fileId: file.fileId,
            fileKey: file.fileKey,
            directUploadKey: signature.directUploadKey,
          }
          emit(file.index, file.name, file.fileId, 'done', file.size)
        })
        for (const [i, { file }] of uploaded.entries()) {
          // A journal that could not record it only means a rerun sends the file again.
          await Promise.resolve(request.hooks?.afterRegister?.(file, created[i]!.id)).catch(
            () => undefined,
          )
        }
      } catch (err) {
        // One call per chunk: it registered all of them or none (the server's transaction).
        for (const u of uploaded) {
          results[u.file.index] = failedOutcome(u.file, err, u.signature.directUploadKey)
        }
      }
    }

    const chunkOf = (position: number) => Math.floor(position / chunkSize)
    await mapLimit(prepared, concurrency, async (file, position) => {
      const c = chunkOf(position)
      try {
        if (signal?.aborted) throw signal.reason
        const signatures = await signChunk(c)
        if (c + 1 < chunks.length && position % chunkSize >= chunkSize / 2) void signChunk(c + 1)
        let signature = signatures[position % chunkSize]!
        try {
          await request.hooks?.beforePut?.(file, signature)
          let resigned = false
          const { sha256 } = await retry(async () => {
            try {
              return await putFile({
                url: signature.signedUrl,
                path: file.path,
                contentType: signature.fileType || file.mime,
                size: file.size,
                signal,
                onProgress: (loaded) =>
                  emit(file.index, file.name, file.fileId, 'uploading', loaded),
              })
            } catch (err) {
              // A signed URL expires (15 min): a big batch on a slow link can outlive it. Sign a
              // new upload once, and send and register the file with it.
              if (err instanceof PutError && err.status === 403 && !resigned) {
                resigned = true
                signature = await resign(file)
                await request.hooks?.beforePut?.(file, signature)
                throw new PutError(err.message, true, 403)
              }
              throw err
            }
          }, [file])
          await request.hooks?.afterPut?.(file, signature)
          if (signal?.aborted) throw signal.reason
          uploadedOf[c]!.push({ file, signature, sha256 })
        } catch (err) {
          results[file.index] = failedOutcome(file, err, signature.directUploadKey)
        }
      } catch (err) {
        results[file.index] = failedOutcome(file, err)
      } finally {
        if (--remaining[c]! === 0) registrations.push(register(c))
      }
    })
    await Promise.all(registrations)
    const changedIds = changedByChunk.flat()

    return {
      batchId,
      results: results.map(
        (r, i) =>
          r ??
          cancelledOutcome(i, request.files[i]!.name ?? basename(request.files[i]!.path), '', null),
      ),
      changed:
        changedIds.length > 0
          ? { caseId: request.caseId, ids: changedIds, source: request.source ?? 'upload' }
          : null,
    }
  }

  return { upload }
}
