/**
 * The file reader's worker thread (see file-reader.ts): reads each file it is sent with pdf-lib
 * and pdf.js (page-texts.ts), and builds merges with pdf-lib (merge/merge-build.ts), at a lower
 * priority where the system has one per thread, so the server's thread keeps the CPU when both
 * want it.
 */
import { parentPort } from 'node:worker_threads'
import { UserError } from '../../domain/errors'
import { EXTRACTION_NICE, lowerThreadPriority } from '../../jobs/lower-priority'
import { buildMerge } from '../merge/merge-build'
import type { FromReader, ToReader } from './file-reader-protocol'
import { readFileTexts } from './page-texts'

lowerThreadPriority(EXTRACTION_NICE)

const port = parentPort
if (port === null) throw new Error('file-reader-worker.ts must run in a worker thread')
const send = (m: FromReader) => port.postMessage(m)
const failed = (id: number) => (e: unknown) =>
  send(
    e instanceof UserError
      ? { type: 'refused', id, message: e.message }
      : { type: 'failed', id, message: e instanceof Error ? e.message : String(e) },
  )

port.on('message', (m: ToReader) => {
  send({ type: 'started', id: m.id })
  if (m.type === 'merge') {
    buildMerge(m.sources, m.pages)
      .then((built) => send({ type: 'merged', id: m.id, built }))
      .catch(failed(m.id))
    return
  }
  readFileTexts(m.bytes, m.fileType, (check) => send({ type: 'checked', id: m.id, check }))
    .then((texts) => send({ type: 'done', id: m.id, texts }))
    .catch(failed(m.id))
})
