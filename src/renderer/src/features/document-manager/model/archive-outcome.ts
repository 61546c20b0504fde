/**
 * The success toast of an archive (docs/rules.md#messages: "Download successful", "{count}
 * document(s) downloaded as zip file."), with where the zip was written: the browser shell writes
 * into the host's downloads folder, which the user would otherwise have to guess.
 */
import { MESSAGES } from '../../../../../shared/messages'

export type ArchiveSavedToast = {
  readonly title: string
  readonly description: string
  readonly intent: 'success'
}

/** The toast for a written archive; `skipped` names documents without a link. */
export function archiveSavedToast(result: {
  readonly path: string
  readonly count: number
  readonly skipped?: readonly string[]
}): ArchiveSavedToast {
  const left = result.skipped?.length ?? 0
  const skipped = left > 0 ? ` ${left} without a file were left out.` : ''
  return {
    title: MESSAGES.downloadSuccessTitle,
    description: `${MESSAGES.downloadSuccessDescription(result.count)} Saved as ${result.path}.${skipped}`,
    intent: 'success',
  }
}
