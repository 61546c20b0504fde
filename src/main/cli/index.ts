/** `npm run cli -- …`: the CLI's entry point (see run-cli.ts for the commands). */
import { runCli } from './run-cli'

const controller = new AbortController()
// Ctrl-C stops cleanly: an upload in flight is cancelled, a partial archive removed.
process.once('SIGINT', () => controller.abort())
process.once('SIGTERM', () => controller.abort())
const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  signal: controller.signal,
})
// Exit once the output is flushed: idle keep-alive sockets must not hold the process open.
process.stdout.write('', () => process.exit(code))
