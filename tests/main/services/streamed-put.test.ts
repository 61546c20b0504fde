/**
 * putFile keeps its read buffers between PUTs: every file must still arrive with exactly its own
 * bytes, whether PUTs run one after another, side by side, or after a PUT the server cut off.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PutError, putFile } from '../../../src/main/services/streamed-put'

const CHUNK = 1024
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

describe('putFile with reused buffers', () => {
  let dir: string
  let server: http.Server
  let base: string
  const received = new Map<string, Buffer>()

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'streamed-put-'))
    server = http.createServer((req, res) => {
      // /cut: reads a little, then drops the connection (a server gone mid-upload).
      if (req.url === '/cut') {
        req.once('data', () => req.socket.destroy())
        return
      }
      const parts: Buffer[] = []
      req.on('data', (c: Buffer) => parts.push(c))
      req.on('end', () => {
        received.set(req.url!, Buffer.concat(parts))
        res.writeHead(200, { 'content-length': '0' }).end()
      })
    })
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((ok) => server.close(ok))
    await rm(dir, { recursive: true, force: true })
  })

  const file = async (name: string, size: number) => {
    const bytes = randomBytes(size)
    const path = join(dir, name)
    await writeFile(path, bytes)
    return { path, bytes }
  }
  const send = (name: string, f: { path: string; bytes: Buffer }, url = `/${name}`) =>
    putFile({
      url: `${base}${url}`,
      path: f.path,
      contentType: 'application/pdf',
      size: f.bytes.length,
      highWaterMark: CHUNK,
    })

  it('sends each file intact, one after another and side by side, across chunk boundaries', async () => {
    const sizes = [1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK + 512, 10 * CHUNK]
    const files = await Promise.all(sizes.map((s, i) => file(`f${i}`, s)))
    for (const [i, f] of files.entries()) {
      expect(await send(`seq${i}`, f)).toEqual({ sha256: sha(f.bytes) })
      expect(received.get(`/seq${i}`)!.equals(f.bytes)).toBe(true)
    }
    const together = await Promise.all(files.map((f, i) => send(`par${i}`, f)))
    for (const [i, f] of files.entries()) {
      expect(together[i]).toEqual({ sha256: sha(f.bytes) })
      expect(received.get(`/par${i}`)!.equals(f.bytes)).toBe(true)
    }
  })

  it('a PUT the server cut off leaves the next PUTs intact', async () => {
    const big = await file('big', 64 * CHUNK)
    const small = await file('small', 5 * CHUNK + 7)
    const cut = expect(send('cut', big, '/cut')).rejects.toBeInstanceOf(PutError)
    const after = await Promise.all([send('after1', small), send('after2', big)])
    await cut
    expect(after).toEqual([{ sha256: sha(small.bytes) }, { sha256: sha(big.bytes) }])
    expect(received.get('/after1')!.equals(small.bytes)).toBe(true)
    expect(received.get('/after2')!.equals(big.bytes)).toBe(true)
    expect((await send('again', small)).sha256).toBe(sha(small.bytes))
    expect(received.get('/again')!.equals(small.bytes)).toBe(true)
  })
})
