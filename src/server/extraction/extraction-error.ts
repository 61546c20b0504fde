/**
 * Why a document could not be read. The engine never throws anything else for a bad input: a
 * worker reports `reason` and `message` and carries on with the next job.
 */

/** The reasons a document fails cleanly. */
export type ExtractionFailureReason =
  'empty' | 'encrypted' | 'broken' | 'unsupported' | 'too-large' | 'aborted'

/** A clean, expected failure of one document. */
export class ExtractionError extends Error {
  readonly reason: ExtractionFailureReason

  constructor(reason: ExtractionFailureReason, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ExtractionError'
    this.reason = reason
  }
}

/** Messages per reason, shown in the job's failure and by the CLI. */
export const FAILURE_MESSAGES: Readonly<Record<ExtractionFailureReason, string>> = {
  empty: 'The document is empty: it has no text to extract.',
  encrypted: 'The document is password-protected.',
  broken: 'The document is damaged and cannot be read.',
  unsupported: 'This file type cannot be extracted.',
  'too-large': 'The document is too large to extract.',
  aborted: 'Extraction was cancelled.',
}
