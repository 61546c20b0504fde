/**
 * The PUT activity a store reports, and the rule by which background work waits for uploads to go
 * quiet: never while a PUT is in flight or just ended, never longer in all than its cap.
 */
import { describe, expect, it } from 'vitest'
import {
  createPutActivity,
  MAX_UPLOAD_DEFER_MS,
  UPLOAD_QUIET_MS,
  uploadPauseMs,
} from '../../../src/server/objects/put-activity'

describe('createPutActivity', () => {
  it('is quiet forever before the first PUT, and not at all while one is in flight', () => {
    let now = 1_000
    const activity = createPutActivity(() => now)
    expect(activity.quietForMs()).toBe(Infinity)
    const endFirst = activity.begin()
    const endSecond = activity.begin()
    now += 50
    expect(activity.quietForMs()).toBe(0)
    endFirst()
    expect(activity.quietForMs()).toBe(0) // the second is still arriving
    now += 30
    endSecond()
    now += 200
    expect(activity.quietForMs()).toBe(200)
  })

  it('counts a PUT that ends twice (an error after its end) once', () => {
    let now = 0
    const activity = createPutActivity(() => now)
    const end = activity.begin()
    const other = activity.begin()
    end()
    end()
    now += 10
    expect(activity.quietForMs()).toBe(0)
    other()
    now += 10
    expect(activity.quietForMs()).toBe(10)
  })
})

describe('uploadPauseMs', () => {
  it('waits until uploads have been quiet long enough', () => {
    expect(uploadPauseMs(0, 0)).toBe(UPLOAD_QUIET_MS)
    expect(uploadPauseMs(UPLOAD_QUIET_MS - 100, 0)).toBe(100)
    expect(uploadPauseMs(UPLOAD_QUIET_MS, 0)).toBe(0)
    expect(uploadPauseMs(Infinity, 0)).toBe(0)
  })

  it('never makes the work wait longer in all than the cap, however long uploads go on', () => {
    expect(uploadPauseMs(0, MAX_UPLOAD_DEFER_MS - 120)).toBe(120)
    expect(uploadPauseMs(0, MAX_UPLOAD_DEFER_MS)).toBe(0)
    expect(uploadPauseMs(0, 5_000, 500, 2_000)).toBe(0)
    expect(uploadPauseMs(100, 1_900, 500, 2_000)).toBe(100)
  })
})
