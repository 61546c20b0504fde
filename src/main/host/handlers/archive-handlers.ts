/** `archive.download`, `archive.cancel`, `document.download`, `document.startDrag`. */
import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { z } from 'zod'
import type { CallOutput, calls } from '../../../shared/contract'
import { MESSAGES } from '../../../shared/messages'
import { HandlerError } from './handler-error'
import type { HandlerDeps } from '../ports'
import { isDirectory, safeFileName, uniquePath } from '../safe-paths'
import { isFetchableUrl } from '../../security/url-policy'

type In<N extends keyof typeof calls> = z.output<(typeof calls)[N]['input']>

/** Archive jobs in flight, by job id, so `archive.cancel` can abort them. */
export type ArchiveJobs = Map<string, AbortController>

/** The folder archives and downloads go to without a dialog (browser shell, or a given folder). */
async function targetFolder(deps: HandlerDeps, folder: string | undefined): Promise<string> {
  if (folder !== undefined) {
    if (!(await isDirectory(folder))) throw new HandlerError('not-found', `No folder ${folder}`)
    return folder
  }
  const candidate = deps.downloadsFolderExplicit
    ? deps.downloadsFolder
    : (deps.settings.get().lastDownloadFolder ?? deps.downloadsFolder)
  if (await isDirectory(candidate)) return candidate
  await mkdir(deps.downloadsFolder, { recursive: true })
  return deps.downloadsFolder
}

/** Where the dialog starts: the last folder saved to (issue 3), else the downloads folder. */
function dialogStart(deps: HandlerDeps, name: string): string {
  return join(deps.settings.get().lastDownloadFolder ?? deps.downloadsFolder, name)
}

/** Chooses the output path: the save dialog on the desktop, a folder elsewhere; null = cancelled. */
async function chooseOutPath(
  deps: HandlerDeps,
  name: string,
  folder: string | undefined,
  title: string,
  extensions: string[] | null,
): Promise<string | null> {
  if (deps.dialogs !== undefined && folder === undefined) {
    const chosen = await deps.dialogs.saveFile({
      title,
      defaultPath: dialogStart(deps, name),
      filters: extensions ? [{ name: extensions.join(', '), extensions }] : undefined,
    })
    if (chosen === null) return null
    await deps.settings.update({ lastDownloadFolder: dirname(chosen) })
    return chosen
  }
  return uniquePath(await targetFolder(deps, folder), name)
}

function checkUrl(deps: HandlerDeps, url: string): void {
  if (!isFetchableUrl(url, deps.connection.current())) {
    throw new HandlerError('forbidden', `Refused to fetch ${new URL(url).origin}`)
  }
}

/** Writes the selected documents into one zip (spec §5 download rules, §8 messages). */
export async function downloadArchive(
  input: In<'archive.download'>,
  deps: HandlerDeps,
  jobs: ArchiveJobs,
): Promise<CallOutput<'archive.download'>> {
  // spec §5: an archive of zero documents fails with 'No documents to download'.
  if (input.documents.length === 0) {
    throw new HandlerError('empty', MESSAGES.noDocumentsToDownload)
  }
  for (const d of input.documents) if (d.signed) checkUrl(deps, d.signed)
  const name = deps.services.archiveFileName(
    input.caseRef,
    input.fileName ? safeFileName(input.fileName) : undefined,
  )
  const outPath = await chooseOutPath(deps, name, input.folder, 'Save documents as zip', ['zip'])
  if (outPath === null) return { cancelled: true }
  const jobId = input.jobId ?? randomUUID()
  if (jobs.has(jobId)) throw new HandlerError('conflict', `Archive job ${jobId} is running`)
  const controller = new AbortController()
  jobs.set(jobId, controller)
  try {
    const result = await deps.services.writeArchive({
      documents: input.documents,
      outPath,
      signal: controller.signal,
      onProgress: (p) => deps.emit('archive.progress', { jobId, ...p }),
    })
    return controller.signal.aborted ? { cancelled: true } : result
  } catch (e) {
    if (controller.signal.aborted) return { cancelled: true }
    throw e
  } finally {
    jobs.delete(jobId)
  }
}

/** Aborts a running archive job (its partial file is removed by the writer). */
export function cancelArchive(
  input: In<'archive.cancel'>,
  jobs: ArchiveJobs,
): { cancelled: boolean } {
  const controller = jobs.get(input.jobId)
  if (controller === undefined) return { cancelled: false }
  controller.abort()
  return { cancelled: true }
}

/** Single-file download to a chosen path (spec §8: 'Network response was not ok'). */
export async function downloadDocument(
  input: In<'document.download'>,
  deps: HandlerDeps,
): Promise<CallOutput<'document.download'>> {
  checkUrl(deps, input.url)
  const name = safeFileName(input.fileName)
  const ext = name.includes('.') ? [name.slice(name.lastIndexOf('.') + 1)] : null
  const outPath = await chooseOutPath(deps, name, undefined, 'Save document', ext)
  if (outPath === null) return { cancelled: true }
  await deps.services.download(input.url, outPath)
  return { path: outPath }
}

/** Desktop: downloads the document to a temp file, then starts the OS drag from our window. */
export async function startDrag(input: In<'document.startDrag'>, deps: HandlerDeps): Promise<void> {
  if (deps.drag === undefined) {
    throw new HandlerError('unsupported', 'Dragging out is handled by the page in the browser')
  }
  checkUrl(deps, input.url)
  const folder = join(deps.tempFolder, 'drag', safeFileName(input.documentId))
  await mkdir(folder, { recursive: true })
  const path = join(folder, safeFileName(input.fileName))
  await deps.services.download(input.url, path)
  deps.drag.start(path)
}
