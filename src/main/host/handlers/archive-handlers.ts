/**
 * `archive.download`, `archive.result`, `archive.cancel`, `document.download`,
 * `document.startDrag`. An archive is a job (its id minted here) over the one archive service:
 * the page names a case and document ids, main reads names and links from the server itself.
 */
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { ArchiveResult, CallOutput, CallPayload } from '../../../shared/contract'
import { MESSAGES } from '../../../shared/messages'
import { isFetchableUrl } from '../../security/url-policy'
import type { Jobs } from '../jobs'
import type { HandlerDeps } from '../ports'
import { isDirectory, safeFileName, uniquePath } from '../safe-paths'
import { HandlerError } from './handler-error'

export type ArchiveJobs = Jobs<ArchiveResult>

/** The folder archives and downloads go to without a dialog (the browser shell). */
async function targetFolder(deps: HandlerDeps): Promise<string> {
  const candidate = deps.downloadsFolderExplicit
    ? deps.downloadsFolder
    : (deps.settings.get().lastDownloadFolder ?? deps.downloadsFolder)
  if (await isDirectory(candidate)) return candidate
  await mkdir(deps.downloadsFolder, { recursive: true })
  return deps.downloadsFolder
}

/** Where the dialog starts: the last folder saved to, else the downloads folder. */
function dialogStart(deps: HandlerDeps, name: string): string {
  return join(deps.settings.get().lastDownloadFolder ?? deps.downloadsFolder, name)
}

/**
 * The output path: the save dialog on the desktop (the only way a page's archive or download
 * reaches a folder there), the downloads folder in the browser shell; null = cancelled.
 */
export async function chooseOutPath(
  deps: HandlerDeps,
  name: string,
  title: string,
  extensions: string[] | null,
): Promise<string | null> {
  if (deps.dialogs !== undefined) {
    const chosen = await deps.dialogs.saveFile({
      title,
      defaultPath: dialogStart(deps, name),
      filters: extensions ? [{ name: extensions.join(', '), extensions }] : undefined,
    })
    if (chosen === null) return null
    await deps.settings.update({ lastDownloadFolder: dirname(chosen) })
    return chosen
  }
  return uniquePath(await targetFolder(deps), name)
}

export function checkUrl(deps: HandlerDeps, url: string): void {
  if (!isFetchableUrl(url, deps.connection.current())) {
    throw new HandlerError('forbidden', `Refused to fetch ${new URL(url).origin}`)
  }
}

/** Starts an archive of the case's documents (docs/rules.md#archive, docs/rules.md#messages). */
export function startArchive(
  input: CallPayload<'archive.download'>,
  deps: HandlerDeps,
  jobs: ArchiveJobs,
): { jobId: string } {
  // docs/rules.md#archive: an archive of zero documents fails with 'No documents to download'.
  if (input.documentIds.length === 0) {
    throw new HandlerError('empty', MESSAGES.noDocumentsToDownload)
  }
  const connection = deps.connection.current()
  const jobId = jobs.start(async (id, signal) => {
    const written = await deps.services
      .archive({
        connection,
        caseId: input.caseId,
        documentIds: input.documentIds,
        fileName: input.fileName ? safeFileName(input.fileName) : undefined,
        chooseTarget: (name) => chooseOutPath(deps, name, 'Save documents as zip', ['zip']),
        signal,
        onProgress: (p) => deps.emit('archive.progress', { jobId: id, ...p }),
      })
      .catch((e: unknown) => {
        if (signal.aborted) return null
        throw e
      })
    if (written === null || signal.aborted) return { cancelled: true }
    deps.chosen.written.add(written.path)
    const { path, count, skipped } = written
    return { path, count, ...(skipped.length > 0 ? { skipped } : {}) }
  })
  return { jobId }
}

/** Aborts a running archive job (its partial file is removed by the writer). */
export function cancelArchive(
  input: CallPayload<'archive.cancel'>,
  jobs: ArchiveJobs,
): { cancelled: boolean } {
  return { cancelled: jobs.cancel(input.jobId) }
}

/**
 * Single-file download to a chosen path (docs/rules.md#messages: 'Network response was not ok').
 */
export async function downloadDocument(
  input: CallPayload<'document.download'>,
  deps: HandlerDeps,
): Promise<CallOutput<'document.download'>> {
  checkUrl(deps, input.url)
  const name = safeFileName(input.fileName)
  const ext = name.includes('.') ? [name.slice(name.lastIndexOf('.') + 1)] : null
  const outPath = await chooseOutPath(deps, name, 'Save document', ext)
  if (outPath === null) return { cancelled: true }
  await deps.services.download(input.url, outPath)
  deps.chosen.written.add(outPath)
  return { path: outPath }
}

/** Desktop: downloads the document to a temp file, then starts the OS drag from our window. */
export async function startDrag(
  input: CallPayload<'document.startDrag'>,
  deps: HandlerDeps,
): Promise<void> {
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
