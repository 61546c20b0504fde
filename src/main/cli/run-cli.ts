/**
 * The command-line tool over the same services (issue 3, "Browser shell and CLI"):
 *   npm run cli -- upload  --server <url> --token <t> --case <id> [--category <id>] [--retry-for <s>] [--journal-dir <dir>] <files…>
 *   npm run cli -- archive --server <url> --token <t> --case <id> --out <folder> [--documents <ids>]
 *   npm run cli -- watch   --server <url> --token <t> --case <id> [--polling] [--once] <folder>
 * Exit code 0 when every file went through, 1 when any failed, 2 on a usage error.
 */
import { runArchive } from './archive-command'
import { parseArgs } from './cli-args'
import type { CliIo } from './cli-io'
import { runUpload } from './upload-command'
import { runWatch } from './watch-command'

const USAGE = `usage:
  cli upload  --server <url> --token <t> --case <id> [--category <id>] [--retry-for <s>] [--journal-dir <dir>] <files…>
  cli archive --server <url> --token <t> --case <id> --out <folder> [--documents <id,id…>] [--name <file.zip>]
  cli watch   --server <url> --token <t> --case <id> [--category <id>] [--polling] [--once] <folder>`

/** Runs one command; resolves with the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let args
  try {
    args = parseArgs(argv, ['polling', 'once', 'extract', 'help'])
  } catch (e) {
    io.stderr.write(`${(e as Error).message}\n${USAGE}\n`)
    return 2
  }
  const run = { upload: runUpload, archive: runArchive, watch: runWatch }[args.command ?? '']
  if (run === undefined || args.flags['help'] === true) {
    io.stderr.write(`${USAGE}\n`)
    return args.flags['help'] === true ? 0 : 2
  }
  try {
    return await run(args, io)
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    io.stderr.write(`error: ${message}\n`)
    return /required|Unknown option|needs a value|Name (at least|exactly)/.test(message) ? 2 : 1
  }
}
