/**
 * Stage 1 of the upload pipeline: the facts of every file (size, time) and its type from its
 * content (docs/rules.md#file-types: content first). A file that cannot be read or whose type is
 * not accepted becomes a refused outcome here and goes no further.
 */
import { randomUUID } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { MESSAGES } from '../../shared/messages'
import { mapLimit } from './concurrency'
import { fileKey } from './file-identity'
import { detectFileType } from './file-typing'
import { createOrderedChunks } from './ordered-chunks'
import type { ProgressTracker } from './upload-progress'
import type { FilingOptions, PreparedFile, UploadInputFile, UploadOutcome } from './upload-types'

export const errorText = (err: unknown): string =>
  err instanceof Error ? err.message : String(err)

export type PreparedFiles = {
  /**
   * Chunk `c` of the accepted files, in request order, as soon as its files are typed (the
   * files after it may still be typing); `undefined` past the last chunk.
   */
  readonly chunk: (c: number) => Promise<readonly PreparedFile[] | undefined>
  /** Resolves with the refused outcomes by request index once every file is typed. */
  readonly refused: Promise<ReadonlyMap<number, UploadOutcome>>
}

/** The file id a file is reported under: the caller's, or a new one. */
export function fileIdsOf(files: readonly UploadInputFile[]): string[] {
  return files.map((f) => f.fileId ?? randomUUID())
}

/** The batch's filing options with the file's own on top (a file's `undefined` keeps the batch's). */
export function filingOf(batch: FilingOptions, file: FilingOptions): FilingOptions {
  return {
    categoryId: file.categoryId !== undefined ? file.categoryId : batch.categoryId,
    extractData: file.extractData ?? batch.extractData,
    associations: file.associations ?? batch.associations,
  }
}

/**
 * Stats every file (the batch's total is whole from the first progress event), then types them
 * 8 at a time in the background, handing the accepted ones on in chunks of `chunkSize`: the first
 * chunk can be signed and sent while the rest are still typing. Reports `typing` and refusals to
 * the tracker.
 */
export async function prepareFiles(
  files: readonly UploadInputFile[],
  fileIds: readonly string[],
  batch: FilingOptions,
  tracker: ProgressTracker,
  chunkSize: number,
): Promise<PreparedFiles> {
  const refused = new Map<number, UploadOutcome>()
  const refuse = (index: number, name: string, message: string, key: string | null) => {
    const fileId = fileIds[index]!
    refused.set(index, {
      fileName: name,
      ok: false,
      message,
      path: files[index]!.path,
      fileId,
      fileKey: key,
      refused: true,
    })
    tracker.report(fileId, 'failed', tracker.size(fileId), message)
  }

  const facts = await mapLimit(files, 8, async (f, index) => {
    const name = f.name ?? basename(f.path)
    try {
      const info = await stat(f.path)
      tracker.add(fileIds[index]!, name, info.size)
      return {
        index,
        name,
        size: info.size,
        lastModified: Math.trunc(f.lastModified ?? info.mtimeMs),
        isFile: info.isFile(),
      }
    } catch (err) {
      tracker.add(fileIds[index]!, name, 0)
      return { index, name, error: `“${name}” cannot be read: ${errorText(err)}` }
    }
  })

  const chunks = createOrderedChunks<PreparedFile>(files.length, chunkSize)
  const typeOne = async (f: (typeof facts)[number]): Promise<PreparedFile | undefined> => {
    if ('error' in f) {
      refuse(f.index, f.name, f.error!, null)
      return undefined
    }
    const input = files[f.index]!
    const fileId = fileIds[f.index]!
    const key = fileKey(f)
    tracker.report(fileId, 'typing', 0)
    const { isFile, ...fileFacts } = f
    // The stat just made: typing need not stat the file again.
    const type = await detectFileType(input.path, f.name, {
      isFile: () => isFile,
      size: f.size,
    }).catch((err: unknown) => ({
      supported: false as const,
      reason: `“${f.name}” cannot be read: ${errorText(err)}`,
      mime: '',
    }))
    if (!type.supported) {
      refuse(f.index, f.name, type.reason ?? MESSAGES.dropNotAcceptable, key)
      return undefined
    }
    return {
      ...fileFacts,
      path: input.path,
      fileId,
      fileKey: key,
      mime: type.mime,
      attempt: input.attempt ?? randomUUID(),
      filing: filingOf(batch, input),
    }
  }
  const typed = mapLimit(facts, 8, async (f) => chunks.settle(f.index, await typeOne(f))).then(
    () => {
      chunks.end()
      return refused as ReadonlyMap<number, UploadOutcome>
    },
    (err: unknown) => {
      chunks.fail(err)
      throw err
    },
  )
  typed.catch(() => undefined) // the pipeline awaits it at the end; its chunks carry the error
  return { chunk: chunks.chunk, refused: typed }
}
