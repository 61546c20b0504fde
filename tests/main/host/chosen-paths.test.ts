/** The registry of paths the user chose: normalised, bounded, and fed only plausible paths. */
import { describe, expect, it } from 'vitest'
import { createChosenPaths, isDroppedFilePath } from '../../../src/main/host/chosen-paths'

describe('chosen paths', () => {
  it('knows a chosen path however it is spelled, and nothing else', () => {
    const chosen = createChosenPaths()
    chosen.files.add('/home/u/scans/../scans/a.pdf')
    expect(chosen.files.has('/home/u/scans/a.pdf')).toBe(true)
    expect(chosen.files.has('/home/u/scans/b.pdf')).toBe(false)
    // Kinds do not mix: a chosen file is no chosen folder.
    expect(chosen.folders.has('/home/u/scans/a.pdf')).toBe(false)
  })

  it('forgets the oldest beyond its bound', () => {
    const chosen = createChosenPaths(2)
    for (const p of ['/a', '/b', '/c']) chosen.folders.add(p)
    expect([chosen.folders.has('/a'), chosen.folders.has('/b'), chosen.folders.has('/c')]).toEqual([
      false,
      true,
      true,
    ])
  })

  it('takes from the preload only what can be a dropped file’s path', () => {
    expect(isDroppedFilePath('/home/u/Downloads/policy.pdf')).toBe(true)
    for (const bad of ['', 'relative.pdf', '/a\0b', 'x'.repeat(5000), 42, null, { path: '/a' }]) {
      expect(isDroppedFilePath(bad)).toBe(false)
    }
  })
})
