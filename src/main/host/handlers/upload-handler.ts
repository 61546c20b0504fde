/** `upload.start`: FileRefs → local files → the one upload pipeline → events (spec §4 upload flow). */
import { randomUUID } from 'node:crypto'
import { basename } from 'node:path'
import type { CallOutput, FileRef } from '../../../shared/contract'
import { HandlerError } from './handler-error'
import type { HandlerDeps, LocalFile } from '../ports'
import { isFile } from '../safe-paths'
import type { z } from 'zod'
import type { calls } from '../../../shared/contract'

type UploadInput = z.output<(typeof calls)['upload.start']['input']>

/** Resolves a FileRef to a file on this host: a path (desktop) or a staged upload (browser). */
async function resolveFileRef(ref: FileRef, deps: HandlerDeps): Promise<LocalFile> {
  if (ref.kind === 'staged') {
    const staged = deps.staging?.resolve(ref.stagedId)
    if (staged === undefined) {
      throw new HandlerError('invalid', `Unknown staged file ${ref.stagedId}`)
    }
    return { path: staged.path, name: ref.name, lastModified: staged.lastModified }
  }
  // The browser shell never takes host paths from the page: only what it streamed to us.
  if (deps.host === 'browser') {
    throw new HandlerError('forbidden', 'The browser shell accepts staged files only')
  }
  if (!(await isFile(ref.path))) throw new HandlerError('not-found', `Not a file: ${ref.path}`)
  return { path: ref.path, name: basename(ref.path) }
}

/** Runs one upload batch and announces the new documents. */
export async function startUpload(
  input: UploadInput,
  deps: HandlerDeps,
): Promise<CallOutput<'upload.start'>> {
  const files: LocalFile[] = []
  for (const ref of input.files) files.push(await resolveFileRef(ref, deps))
  const batchId = randomUUID()
  try {
    const results = await deps.services.upload({
      connection: deps.connection.current(),
      batchId,
      caseId: input.caseId,
      lender: input.lender,
      files,
      categoryId: input.categoryId,
      extractData: input.extractData,
      associations: input.associations,
      providerName: deps.settings.get().providerName,
      onProgress: (p) => deps.emit('upload.progress', p),
    })
    const ids = results.flatMap((r) => (r.ok ? [r.documentId] : []))
    // spec §4 step 5: the renderer refetches and sets docId to the first new id.
    if (ids.length > 0) {
      deps.emit('documents.changed', { caseId: input.caseId, ids, source: 'upload' })
    }
    return { batchId, results }
  } finally {
    for (const ref of input.files) {
      if (ref.kind === 'staged') await deps.staging?.release(ref.stagedId)
    }
  }
}
