/**
 * Progress output of the CLI: on a terminal one redrawn bar line plus a line per finished file;
 * when not a TTY (pipes, CI logs) plain lines only, no control characters.
 */

export type Reporter = {
  /** Overall progress (bytes or items) with a label; redrawn on a TTY, ignored otherwise. */
  readonly progress: (done: number, total: number, label: string) => void
  /** A permanent line (a file finished, a warning). */
  readonly line: (text: string) => void
  /** Clears the bar (before the final line). */
  readonly finish: () => void
}

const WIDTH = 30

/** The bar text for a fraction: `[#########.........]  45%`. */
export function renderBar(done: number, total: number): string {
  const ratio = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0
  const filled = Math.round(ratio * WIDTH)
  return `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}%`
}

/** A reporter writing to `out` (a TTY gets the bar). */
export function createReporter(out: NodeJS.WriteStream | NodeJS.WritableStream): Reporter {
  const tty = 'isTTY' in out && out.isTTY === true
  let barShown = false
  let lastDraw = 0
  const clear = () => {
    if (barShown) out.write('\r\x1b[2K')
    barShown = false
  }
  return {
    progress: (done, total, label) => {
      if (!tty) return
      const now = Date.now()
      if (done < total && now - lastDraw < 80) return
      lastDraw = now
      const columns = 'columns' in out && typeof out.columns === 'number' ? out.columns : 80
      const text = `${renderBar(done, total)} ${label}`.slice(0, Math.max(10, columns - 1))
      out.write(`\r\x1b[2K${text}`)
      barShown = true
    },
    line: (text) => {
      clear()
      out.write(`${text}\n`)
    },
    finish: clear,
  }
}
