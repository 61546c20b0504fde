import { MESSAGES } from '../../../../../shared/messages'

export type DropLimits = {
  /** Accepted types as shown to the user, e.g. ['.pdf', '.docx']. */
  readonly acceptedTypes: readonly string[]
  readonly maxSize?: number
  readonly minSize?: number
  /** Files per drop: when given, "Too many files" is said once, with the limit. */
  readonly maxFiles?: number
}

/**
 * docs/rules.md#drop-messages: the message for one drop-rejection code; unknown codes get the
 * fallback "The file(s) you uploaded are not acceptable."
 */
export function dropRejectionMessage(code: string, limits: DropLimits): string {
  switch (code) {
    case 'file-invalid-type':
      return limits.acceptedTypes.length === 1
        ? MESSAGES.fileTypeMustBe(limits.acceptedTypes[0]!)
        : MESSAGES.fileTypeMustBeOneOf(limits.acceptedTypes.join(', '))
    case 'file-too-large':
      return limits.maxSize != null
        ? MESSAGES.fileTooLarge(limits.maxSize)
        : MESSAGES.dropNotAcceptable
    case 'file-too-small':
      return limits.minSize != null
        ? MESSAGES.fileTooSmall(limits.minSize)
        : MESSAGES.dropNotAcceptable
    case 'too-many-files':
      return limits.maxFiles != null
        ? MESSAGES.tooManyFilesAtOnce(limits.maxFiles)
        : MESSAGES.tooManyFiles
    default:
      return MESSAGES.dropNotAcceptable
  }
}

export type RejectedDrop = {
  /** The file the messages are about; '' for a message about the whole drop. */
  readonly fileName: string
  readonly messages: readonly string[]
}

type Rejection = {
  readonly file: { readonly name: string }
  readonly errors: readonly { readonly code: string }[]
}

/**
 * docs/rules.md#drop-messages: every rejected file of a drop with its messages (deduplicated, in
 * order). With a
 * `maxFiles` limit, a drop over it gets one "Too many files" line with the limit first (every
 * file of such a drop is rejected for it), and files are listed only for their other reasons.
 */
export function describeRejectedDrop(
  rejections: readonly Rejection[],
  limits: DropLimits,
): RejectedDrop[] {
  const perFile = (r: Rejection, codes: readonly { readonly code: string }[]) => {
    const messages = [...new Set(codes.map((e) => dropRejectionMessage(e.code, limits)))]
    return {
      fileName: r.file.name,
      messages: messages.length > 0 ? messages : [MESSAGES.dropNotAcceptable],
    }
  }
  if (limits.maxFiles == null) return rejections.map((r) => perFile(r, r.errors))
  const tooMany = rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'))
  const others = rejections.flatMap((r) => {
    const codes = r.errors.filter((e) => e.code !== 'too-many-files')
    return codes.length > 0 || r.errors.length === 0 ? [perFile(r, codes)] : []
  })
  return tooMany
    ? [{ fileName: '', messages: [MESSAGES.tooManyFilesAtOnce(limits.maxFiles)] }, ...others]
    : others
}

/**
 * Adds a drop's accepted files to those already waiting, up to `max` in all; the rest are
 * returned as `overflow` (to be said once, with the limit — never dropped silently).
 */
export function addToStaging<F>(
  waiting: readonly F[],
  accepted: readonly F[],
  max: number,
): { readonly files: F[]; readonly overflow: F[] } {
  const room = Math.max(0, max - waiting.length)
  return { files: [...waiting, ...accepted.slice(0, room)], overflow: accepted.slice(room) }
}
