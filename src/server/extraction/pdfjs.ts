/**
 * pdf.js (pdfjs-dist 4, legacy build: the one that runs on Node 20), loaded once with its worker
 * module in this thread, after which the two built-ins its bundled core-js polyfills replace
 * globally are put back. The legacy build swaps the native `Array.prototype.push` and `JSON.parse`
 * for JavaScript versions (fixes for older engines that Node 20 does not need); left in place they
 * made every array push in the process slower, and text extraction about a third slower.
 * Additions (Set methods, Promise.withResolvers…) are standard and stay.
 */
const nativePush = Array.prototype.push
const nativeJsonParse = JSON.parse

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
// The "fake worker" pdf.js uses in Node: loaded now (not on the first document), so its own
// polyfills are installed before the built-ins are restored below.
const worker = (await import('pdfjs-dist/legacy/build/pdf.worker.mjs')) as unknown
;(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker

if (Array.prototype.push !== nativePush)
  Object.defineProperty(Array.prototype, 'push', {
    value: nativePush,
    writable: true,
    configurable: true,
    enumerable: false,
  })
if (JSON.parse !== nativeJsonParse) JSON.parse = nativeJsonParse

export const getDocument = pdfjs.getDocument
