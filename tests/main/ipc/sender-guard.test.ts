/** The one IPC sender check (src/main/ipc/sender-guard.ts): our window, top frame, our origin. */
import { describe, expect, it } from 'vitest'
import { senderRejection } from '../../../src/main/ipc/sender-guard'

const trusted = { webContentsId: 7, origin: 'app://bundle' }
const top = (url: string) => ({ url, isTopFrame: true })

describe('senderRejection', () => {
  it('accepts our window’s top frame on our origin', () => {
    expect(
      senderRejection({ webContentsId: 7, frame: top('app://bundle/index.html') }, trusted),
    ).toBeNull()
    expect(
      senderRejection({ webContentsId: 7, frame: top('app://bundle/cases/1?x=1#y') }, trusted),
    ).toBeNull()
  })

  it('refuses another webContents, even on our origin', () => {
    expect(
      senderRejection({ webContentsId: 8, frame: top('app://bundle/index.html') }, trusted),
    ).toBe('not our window')
  })

  it('refuses everything while we have no window', () => {
    const none = { webContentsId: null, origin: 'app://bundle' }
    expect(senderRejection({ webContentsId: 7, frame: top('app://bundle/') }, none)).toBe(
      'not our window',
    )
  })

  it('refuses a sub-frame (a previewed document in an iframe)', () => {
    expect(
      senderRejection(
        { webContentsId: 7, frame: { url: 'app://bundle/x', isTopFrame: false } },
        trusted,
      ),
    ).toBe('not the top frame')
  })

  it('refuses a missing frame and foreign origins', () => {
    expect(senderRejection({ webContentsId: 7, frame: null }, trusted)).toBe('no sender frame')
    for (const url of [
      'https://evil.example/',
      'app://evil/index.html',
      'file:///etc/passwd',
      'http://127.0.0.1:5173/',
      'about:blank',
      'not a url',
    ]) {
      expect(senderRejection({ webContentsId: 7, frame: top(url) }, trusted)).toBe('not our origin')
    }
  })

  it('checks scheme, host and port of an http dev origin exactly', () => {
    const dev = { webContentsId: 1, origin: 'http://localhost:5173' }
    expect(
      senderRejection({ webContentsId: 1, frame: top('http://localhost:5173/x') }, dev),
    ).toBeNull()
    expect(senderRejection({ webContentsId: 1, frame: top('http://localhost:5174/x') }, dev)).toBe(
      'not our origin',
    )
    expect(senderRejection({ webContentsId: 1, frame: top('https://localhost:5173/x') }, dev)).toBe(
      'not our origin',
    )
  })
})
