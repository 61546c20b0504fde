/** The stability rule of the watched inbox, as a pure function over observations and times. */
import { describe, expect, it } from 'vitest'
import { observe, type FileObservation } from '../../../src/main/services/inbox-settle'

const local = { windowMs: 3000, trustFileTimes: true }
const share = { windowMs: 3000, trustFileTimes: false }
const at = (size: number, changedAt: number): FileObservation => ({
  size,
  mtimeMs: changedAt,
  ctimeMs: changedAt,
})

describe('inbox settle rule', () => {
  it('a file just written waits the window counted from its last change, then is settled if unchanged', () => {
    const first = observe(undefined, at(100, 10_000), 10_050, local)
    expect(first).toEqual({
      settled: false,
      state: { seen: at(100, 10_000), seenAt: 10_050, checkAt: 13_000 },
    })
    if (first.settled) throw new Error('unreachable')
    expect(observe(first.state, at(100, 10_000), 13_000, local)).toEqual({ settled: true })
  })

  it('a write during the window starts it again', () => {
    const first = observe(undefined, at(100, 10_000), 10_050, local)
    if (first.settled) throw new Error('unreachable')
    const grown = observe(first.state, at(180, 12_500), 13_000, local)
    expect(grown).toEqual({
      settled: false,
      state: { seen: at(180, 12_500), seenAt: 13_000, checkAt: 15_500 },
    })
  })

  it('the same size with a new change time is a change (bytes rewritten in place)', () => {
    const first = observe(undefined, at(100, 10_000), 10_050, local)
    if (first.settled) throw new Error('unreachable')
    const rewritten = { size: 100, mtimeMs: 10_000, ctimeMs: 12_900 } // mtime set back by a tool
    expect(observe(first.state, rewritten, 13_000, local)).toMatchObject({
      settled: false,
      state: { checkAt: 15_900 },
    })
  })

  it('a local file last changed longer ago than the window is settled at first sight', () => {
    expect(observe(undefined, at(100, 1_000), 10_000, local)).toEqual({ settled: true })
  })

  it('on a polled share only our own observations count: a window of them, whatever the times say', () => {
    const first = observe(undefined, at(100, 1_000), 10_000, share)
    expect(first).toMatchObject({ settled: false, state: { checkAt: 13_000 } })
    if (first.settled) throw new Error('unreachable')
    expect(observe(first.state, at(100, 1_000), 12_000, share).settled).toBe(false)
    expect(observe(first.state, at(100, 1_000), 13_000, share)).toEqual({ settled: true })
  })

  it('a change time in the future (a skewed clock) never shortens the wait', () => {
    const r = observe(undefined, at(100, 99_000), 10_000, local)
    expect(r).toMatchObject({ settled: false, state: { checkAt: 13_000 } })
  })
})
