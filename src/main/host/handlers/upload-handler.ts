/**
 * `upload.start`, `upload.result`, `upload.cancel`: files → local files → the one upload pipeline,
 * as a job whose batch id and file ids are minted here (docs/rules.md#upload). Only files the user
 * chose reach the pipeline: desktop paths from the file picker or a drop, staged browser files.
 */
import { randomUUID } from 'node:crypto'
import { basename } from 'node:path'
import type {
  CallOutput,
  CallPayload,
  UploadFile,
  UploadFileResult,
  UploadStarted,
} from '../../../shared/contract'
import type { Jobs } from '../jobs'
import type { HandlerDeps, LocalFile } from '../ports'
import { isFile } from '../safe-paths'
import { HandlerError } from './handler-error'

export type UploadJobs = Jobs<CallOutput<'upload.result'>>

/** Resolves a file to one on this host: a chosen path (desktop) or a staged upload (browser). */
async function resolveFile(ref: UploadFile, deps: HandlerDeps): Promise<LocalFile> {
  const filing = {
    categoryId: ref.categoryId,
    extractData: ref.extractData,
    associations: ref.associations,
  }
  if (ref.kind === 'staged') {
    const staged = deps.staging?.resolve(ref.stagedId)
    if (staged === undefined) {
      throw new HandlerError('invalid', `Unknown staged file ${ref.stagedId}`)
    }
    return { path: staged.path, name: ref.name, lastModified: staged.lastModified, ...filing }
  }
  // The browser shell never takes host paths from the page: only what it streamed to us.
  if (deps.host === 'browser') {
    throw new HandlerError('forbidden', 'The browser shell accepts staged files only')
  }
  // Desktop: only a path the user picked in the dialog or dropped on the window.
  if (!deps.chosen.files.has(ref.path)) {
    throw new HandlerError('forbidden', `${basename(ref.path)} was not chosen to be uploaded`)
  }
  if (!(await isFile(ref.path))) throw new HandlerError('not-found', `Not a file: ${ref.path}`)
  return { path: ref.path, name: basename(ref.path), ...filing }
}

/** The result as the contract carries it (the pipeline's diagnostics stay in the host). */
function contractResult(r: UploadFileResult & { serverRefused?: boolean }): UploadFileResult {
  if (r.ok) return { fileId: r.fileId, fileName: r.fileName, ok: true, documentId: r.documentId }
  return {
    fileId: r.fileId,
    fileName: r.fileName,
    ok: false,
    message: r.message,
    // docs/rules.md#messages: a sign or create call the server refused shows the server's message.
    ...(r.serverRefused && r.serverMessage ? { serverMessage: r.serverMessage } : {}),
  }
}

/** Starts one upload batch; resolves with its ids once every file is resolved. */
export async function startUpload(
  input: CallPayload<'upload.start'>,
  deps: HandlerDeps,
  jobs: UploadJobs,
): Promise<UploadStarted> {
  const releaseStaged = async () => {
    for (const ref of input.files) {
      if (ref.kind === 'staged') await deps.staging?.release(ref.stagedId)
    }
  }
  let files: LocalFile[]
  try {
    files = []
    for (const ref of input.files) files.push(await resolveFile(ref, deps))
  } catch (e) {
    await releaseStaged()
    throw e
  }
  const connection = deps.connection.current()
  const named = files.map((f) => ({ ...f, fileId: randomUUID() }))
  const batchId = jobs.start(async (id, signal) => {
    try {
      const results = await deps.services.upload({
        connection,
        batchId: id,
        caseId: input.caseId,
        lender: input.lender,
        files: named,
        categoryId: input.categoryId,
        extractData: input.extractData,
        associations: input.associations,
        ...(input.newVersionOf !== undefined ? { newVersionOf: input.newVersionOf } : {}),
        providerName: deps.settings.get().providerName,
        signal,
        onProgress: (p) => deps.emit('upload.progress', p),
      })
      const ids = results.flatMap((r) => (r.ok ? [r.documentId] : []))
      // docs/rules.md#upload step 5: the renderer refetches and sets docId to the first new id.
      if (ids.length > 0) {
        deps.emit('documents.changed', { caseId: input.caseId, ids, source: 'upload' })
      }
      return { batchId: id, results: results.map(contractResult) }
    } finally {
      await releaseStaged()
    }
  })
  return { batchId, files: named.map((f) => ({ fileId: f.fileId, fileName: f.name })) }
}
