/** The inbox status in words: "3 files waiting, 1 failed", or why the folder is not watched. */
import type { InboxState } from '../../../../../shared/contract'
import { countOf } from '../../../format/plural'

export function inboxStatusLine(s: InboxState): string {
  if (s.folder === null) return 'No inbox folder'
  if (!s.watching) return s.problem ? `Not watched: ${s.problem}` : 'Not watched yet'
  const waiting = s.pending === 0 ? 'No files waiting' : `${countOf(s.pending, 'file')} waiting`
  return s.failed > 0 ? `${waiting}, ${s.failed} failed (see the failed folder)` : waiting
}
