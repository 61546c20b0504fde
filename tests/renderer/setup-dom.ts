/**
 * Set up for every test file (vitest.config.ts `setupFiles`); it acts only in files that run in
 * jsdom (`@vitest-environment jsdom`): the browser APIs jsdom lacks, and unmounting what a test
 * rendered.
 */
import { afterEach } from 'vitest'

if (typeof document !== 'undefined') {
  // jsdom has no ResizeObserver; floating-ui's autoUpdate only needs the calls to exist.
  if (!('ResizeObserver' in globalThis)) {
    class NoopResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = NoopResizeObserver
  }
  // jsdom does not scroll.
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = function scrollIntoView() {}
  }
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
}
