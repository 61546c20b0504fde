/**
 * Slowloris against the browser shell's host: a request whose headers never finish is cut off
 * after SLOW_CLIENT_TIMEOUTS.headersTimeout (before, its requestTimeout was 0: never).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOW_CLIENT_TIMEOUTS } from '../../../src/main/browser-shell/http-host'
import {
  startBrowserShell,
  type BrowserShell,
} from '../../../src/main/browser-shell/start-browser-shell'
import { sendAndWaitForClose } from '../../helpers/slow-client'
import { tempDir } from '../helpers'

describe('browser shell host and slow clients', () => {
  let shell: BrowserShell
  const tmp = tempDir('slow-shell')
  beforeAll(async () => {
    const rendererDir = join(tmp.dir, 'renderer')
    await mkdir(rendererDir, { recursive: true })
    await writeFile(join(rendererDir, 'index.html'), '<!doctype html><div id="root"></div>')
    shell = await startBrowserShell({ dataDir: join(tmp.dir, 'data'), rendererDir })
  })
  afterAll(async () => {
    await shell?.close()
    await tmp.remove()
  })

  it('has finite header and request timeouts', () => {
    expect(SLOW_CLIENT_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(10_000)
    expect(SLOW_CLIENT_TIMEOUTS.requestTimeout).toBeGreaterThan(0)
  })

  it('hangs up on headers that never finish', async () => {
    const answer = await sendAndWaitForClose(
      shell.port,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1:${shell.port}\r\nX-Slow: 1\r\n`,
    )
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true)
  }, 30_000)
})
