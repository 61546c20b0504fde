/** The CLI's output: a redrawn bar on a terminal, plain lines otherwise. */
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createReporter, renderBar } from '../../../src/main/cli/progress-reporter'

function sink(tty: boolean) {
  const out = Object.assign(new PassThrough(), { isTTY: tty, columns: 100 })
  let text = ''
  out.on('data', (d: Buffer) => (text += d.toString()))
  return { out, text: () => text }
}

describe('progress reporter', () => {
  it('renders a bar', () => {
    expect(renderBar(0, 10)).toBe(`[${'.'.repeat(30)}]   0%`)
    expect(renderBar(5, 10)).toBe(`[${'#'.repeat(15)}${'.'.repeat(15)}]  50%`)
    expect(renderBar(10, 10)).toBe(`[${'#'.repeat(30)}] 100%`)
    expect(renderBar(3, 0)).toBe(`[${'.'.repeat(30)}]   0%`)
  })

  it('redraws one line on a TTY and clears it before a permanent line', () => {
    const s = sink(true)
    const r = createReporter(s.out)
    r.progress(10, 10, 'a.pdf')
    r.line('uploaded a.pdf')
    r.finish()
    expect(s.text()).toBe(`\r\x1b[2K${renderBar(10, 10)} a.pdf\r\x1b[2Kuploaded a.pdf\n`)
  })

  it('writes plain lines only when not a TTY', () => {
    const s = sink(false)
    const r = createReporter(s.out)
    r.progress(5, 10, 'a.pdf')
    r.line('uploaded a.pdf')
    r.finish()
    expect(s.text()).toBe('uploaded a.pdf\n')
  })
})
