/**
 * The toasts of a finished upload (docs/rules.md#messages), as a pure rule: one success toast when
 * anything was uploaded, and one toast per distinct failure — titled with the server's message when
 * the server refused the sign or create call, else with the refusal or the upload-failure message
 * of docs/rules.md#messages — naming the files it concerns. Never a generic toast on top of a
 * specific one.
 */
import type { UploadFileResult } from '../../../../../shared/contract'
import { MESSAGES } from '../../../../../shared/messages'

export type UploadToast = {
  readonly title: string
  readonly description?: string
  readonly intent: 'success' | 'danger'
}

/** "a.pdf, b.pdf, c.pdf and 4 more": names for a toast line. */
export function fileList(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return names.join(', ')
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`
}

/** The toasts for the results of one upload batch. */
export function uploadToasts(results: readonly UploadFileResult[]): UploadToast[] {
  const toasts: UploadToast[] = []
  const ok = results.filter((r) => r.ok).length
  if (ok > 0) {
    toasts.push({
      title: MESSAGES.uploadSuccess,
      ...(ok < results.length ? { description: `${ok} of ${results.length} files uploaded` } : {}),
      intent: 'success',
    })
  }
  const byTitle = new Map<string, string[]>()
  for (const r of results) {
    if (r.ok) continue
    const title = r.serverMessage ?? r.message
    byTitle.set(title, [...(byTitle.get(title) ?? []), r.fileName])
  }
  for (const [title, names] of byTitle) {
    toasts.push({ title, description: fileList(names), intent: 'danger' })
  }
  return toasts
}
