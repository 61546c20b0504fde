import { MESSAGES } from '../../../../../shared/messages'

/** The rejection codes react-dropzone reports (its ErrorCode enum, as strings). */
export type DropErrorCode =
  'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files'

export type DropLimits = {
  /** Accepted types as shown to the user, e.g. ['.pdf', '.docx']. */
  readonly acceptedTypes: readonly string[]
  readonly maxSize?: number
  readonly minSize?: number
}

/**
 * Spec §5: the message for one drop-rejection code; unknown codes get the fallback
 * "The file(s) you uploaded are not acceptable."
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
      return MESSAGES.tooManyFiles
    default:
      return MESSAGES.dropNotAcceptable
  }
}

export type RejectedDrop = {
  readonly fileName: string
  readonly messages: readonly string[]
}

/** Spec §5: every rejected file of a drop with its messages (deduplicated, in order). */
export function describeRejectedDrop(
  rejections: readonly {
    readonly file: { readonly name: string }
    readonly errors: readonly { readonly code: string }[]
  }[],
  limits: DropLimits,
): RejectedDrop[] {
  return rejections.map((r) => {
    const messages = [...new Set(r.errors.map((e) => dropRejectionMessage(e.code, limits)))]
    return {
      fileName: r.file.name,
      messages: messages.length > 0 ? messages : [MESSAGES.dropNotAcceptable],
    }
  })
}
