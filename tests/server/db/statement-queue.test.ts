/**
 * The embedded database's order of work: one job at a time, the urgent lane (the object
 * endpoint's statements) before queued normal ones, FIFO within a lane, and a turn of the event
 * loop between two jobs, so I/O waiting meanwhile (a PUT's next body chunk) is served between
 * statements instead of after the whole queue.
 */
import { describe, expect, it } from 'vitest'
import { createStatementQueue } from '../../../src/server/db/statement-queue'

const tick = () => new Promise((r) => setTimeout(r, 1))

describe('statement queue', () => {
  it('runs one job at a time, urgent ones first, each lane in order', async () => {
    const q = createStatementQueue()
    const order: string[] = []
    let running = 0
    const job = (name: string) => async () => {
      running++
      expect(running).toBe(1)
      order.push(name)
      await tick()
      running--
      return name
    }
    const all = [
      q.run('normal', job('read 1')),
      q.run('normal', job('read 2')),
      q.run('normal', job('read 3')),
      q.run('urgent', job('put admit')),
      q.run('urgent', job('put complete')),
    ]
    expect(await Promise.all(all)).toEqual([
      'read 1',
      'read 2',
      'read 3',
      'put admit',
      'put complete',
    ])
    // 'read 1' had started before the urgent jobs arrived; they overtake the queued reads.
    expect(order).toEqual(['read 1', 'put admit', 'put complete', 'read 2', 'read 3'])
  })

  it('lets the event loop turn between two jobs: I/O ready meanwhile runs before the next job', async () => {
    const q = createStatementQueue()
    const order: string[] = []
    // Jobs that finish synchronously (as a PGlite statement does, inside one turn).
    const first = q.run('normal', async () => {
      order.push('job 1')
      // Something becomes ready while the first statement runs (a socket's next chunk).
      setImmediate(() => order.push('i/o'))
    })
    const second = q.run('normal', async () => void order.push('job 2'))
    await Promise.all([first, second])
    expect(order).toEqual(['job 1', 'i/o', 'job 2'])
  })

  it('passes results and errors through and goes on after a failed job', async () => {
    const q = createStatementQueue()
    const failed = q.run('normal', async () => {
      throw new Error('syntax error at or near "SELEC"')
    })
    const next = q.run('normal', async () => 42)
    await expect(failed).rejects.toThrow(/syntax error/)
    expect(await next).toBe(42)
    expect(await q.run('urgent', async () => 'idle again')).toBe('idle again')
  })
})
