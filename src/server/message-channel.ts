/**
 * One shape for talking to code that runs elsewhere — a worker thread or a child process — so the
 * clients on top (the extraction client, the embedded server's thread) are written once: send a
 * message, hear messages, hear once that the other side is gone and why, close it.
 */
import type { ChildProcess } from 'node:child_process'
import type { TransferListItem, Worker } from 'node:worker_threads'

/** What the owner of a channel hears from the other side. */
export interface ChannelListener<In> {
  message(m: In): void
  /**
   * The other side is gone (it exited, crashed or could not start); called once. `why` is in
   * plain words, with the technical detail (exit code, the fatal line of stderr) after a colon.
   */
  exit(why: string): void
}

/** The owner's end of a channel. */
export interface MessageChannel<Out> {
  /** False once the other side is gone (a message sent then is dropped). */
  readonly open: boolean
  /**
   * `transfer`: buffers moved to a worker thread instead of copied (unusable here afterwards); a
   * child process copies them, as it does everything it is sent.
   */
  send(m: Out, transfer?: readonly TransferListItem[]): void
  /** Ends the other side; resolves once it is gone. */
  close(): Promise<void>
}

/** A channel over a worker thread (messages by structured clone). */
export function workerChannel<Out, In>(
  worker: Worker,
  listener: ChannelListener<In>,
): MessageChannel<Out> {
  let open = true
  let lastError = ''
  worker.on('message', (m: In) => listener.message(m))
  worker.on('error', (e) => {
    lastError = e.message
  })
  worker.on('exit', (code) => {
    open = false
    listener.exit(goneBecause(lastError, code === 0 ? null : `code ${code}`))
  })
  return {
    get open() {
      return open
    },
    send(m, transfer) {
      if (open) worker.postMessage(m, transfer as TransferListItem[] | undefined)
    },
    async close() {
      if (!open) return
      await worker.terminate()
    },
  }
}

/**
 * A channel over a forked child process (its IPC channel). The child's stderr, when piped, is kept
 * (its last lines say why it died) rather than printed into the parent's log.
 */
export function childChannel<Out, In>(
  child: ChildProcess,
  listener: ChannelListener<In>,
): MessageChannel<Out> {
  let open = true
  let stderrTail = ''
  let lastError = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-4096)
  })
  child.on('message', (m) => listener.message(m as In))
  child.on('error', (e) => {
    lastError = e.message
    // A child that could not be started never emits 'exit'.
    if (child.pid === undefined && open) {
      open = false
      listener.exit(goneBecause(lastError, null))
    }
  })
  child.on('exit', (code, signal) => {
    if (!open) return
    open = false
    listener.exit(goneBecause(fatalLine(stderrTail) || lastError, signal ?? `code ${code}`))
  })
  return {
    get open() {
      return open && child.connected
    },
    send(m) {
      if (open && child.connected) child.send(m as object)
    },
    async close() {
      if (!open || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise<void>((done) => child.once('exit', () => done()))
      child.kill('SIGKILL')
      await exited
    },
  }
}

/** The line of a dead process's stderr that says why (out of memory, a fatal error), if any. */
function fatalLine(stderr: string): string {
  return (
    stderr
      .split('\n')
      .map((l) => l.replace(/^#\s*/, '').trim())
      .find((l) => /fatal|out of memory|error/i.test(l))
      ?.slice(0, 200) ?? ''
  )
}

/** Why the other side went away, in plain words first. */
function goneBecause(detail: string, exit: string | null): string {
  const technical = [exit, detail].filter((s) => s !== null && s !== '').join(', ')
  const words = /heap|out of memory|\boom\b|allocation failed/i.test(detail)
    ? 'it ran out of memory'
    : exit === null && detail === ''
      ? 'it stopped'
      : 'it stopped unexpectedly'
  return technical === '' ? words : `${words} (${technical})`
}
