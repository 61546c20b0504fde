/**
 * `npm run worker -- --database-url <url> [--data <dir> | --s3-bucket <name> [--s3-endpoint <url>]
 *  [--s3-region <r>] [--s3-prefix <p>]] [--once]`: a separate extraction worker process for team
 * mode. It shares the server's PostgreSQL queue and object store; run as many as the
 * machines allow. `--data` is the server's data folder (local objects in `<data>/objects`).
 * `--once` works until the queue is empty, then exits. Stops cleanly on SIGTERM/SIGINT: a job in
 * progress goes back to the queue.
 */
import { join } from 'node:path'
import { parseCommandLine, UsageError } from '../command-line'
import { openPostgres } from '../db/client'
import { migrate, SERVER_MIGRATIONS_DIR } from '../db/migrate'
import { LocalObjectStore } from '../objects/local-object-store'
import type { ObjectStore } from '../objects/object-store'
import { S3ObjectStore } from '../objects/s3-object-store'
import { MAX_FILE_BYTES } from '../../shared/constants'
import { startJobWorker } from './job-worker'

const USAGE =
  'usage: npm run worker -- --database-url <url> (--data <dir> | --s3-bucket <name> [--s3-endpoint <url>] [--s3-region <r>] [--s3-prefix <p>]) [--once]'

async function main(): Promise<void> {
  const { values, positionals } = parseCommandLine(process.argv.slice(2), {
    'database-url': { type: 'string' },
    data: { type: 'string' },
    's3-endpoint': { type: 'string' },
    's3-bucket': { type: 'string' },
    's3-region': { type: 'string' },
    's3-prefix': { type: 'string' },
    once: { type: 'boolean', default: false },
  })
  if (positionals.length > 0) throw new UsageError(`Unexpected argument ${positionals[0]}`)
  const url = values['database-url']
  if (!url) {
    throw new UsageError('--database-url <url> is required (embedded servers run their own worker)')
  }
  if (!values.data && !values['s3-bucket']) {
    throw new UsageError('--data <dir> or --s3-bucket <name> is required')
  }

  const db = await openPostgres(url, 3)
  await migrate(db, [SERVER_MIGRATIONS_DIR])
  const secret = await db.query<{ value: string }>(
    "SELECT value FROM server_settings WHERE key = 'secret'",
  )
  const objects: ObjectStore = values['s3-bucket']
    ? new S3ObjectStore({
        bucket: values['s3-bucket'],
        ...(values['s3-endpoint'] ? { endpoint: values['s3-endpoint'] } : {}),
        ...(values['s3-region'] ? { region: values['s3-region'] } : {}),
        ...(values['s3-prefix'] ? { prefix: values['s3-prefix'] } : {}),
      })
    : new LocalObjectStore({
        root: join(values.data!, 'objects'),
        // The worker only reads objects; the secret signs URLs, which it never hands out.
        secret: secret[0]?.value ?? 'worker',
        maxObjectBytes: MAX_FILE_BYTES,
      })
  const worker = startJobWorker({ db, objects })
  console.log(`extraction worker ${worker.id} started`)

  let stopping = false
  const stop = (code: number) => {
    if (stopping) return
    stopping = true
    worker
      .stop()
      .then(() => db.close())
      .then(
        () => process.exit(code),
        (err: unknown) => {
          console.error('extraction worker: error while stopping', err)
          process.exit(1)
        },
      )
  }
  process.on('SIGTERM', () => stop(0))
  process.on('SIGINT', () => stop(0))
  if (values.once) {
    await worker.idle()
    stop(0)
  }
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) {
    console.error(`${err.message}\n${USAGE}`)
    process.exit(2)
  }
  console.error('extraction worker:', err)
  process.exit(1)
})
