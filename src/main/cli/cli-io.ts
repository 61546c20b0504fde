/** Where a CLI command writes and what stops it (injected so tests capture the output). */
export type CliIo = {
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number }
  readonly stderr: NodeJS.WritableStream
  /** Aborted on Ctrl-C (SIGINT/SIGTERM). */
  readonly signal: AbortSignal
}
