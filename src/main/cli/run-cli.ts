/**
 * The command-line tool over the same services as the app:
 *   npm run cli -- upload  --server <url> --token <t> --case <id> [--category <id>] [--extract] [--retry-for <s>] [--journal-dir <dir>] <files…>
 *   npm run cli -- upload  --server <url> --token <t> --case <id> --new-version-of <documentId> <file>
 *   npm run cli -- archive --server <url> --token <t> --case <id> --out <folder> [--documents <ids>]
 *   npm run cli -- watch   --server <url> --token <t> --case <id> [--polling] [--stability-window <s>] [--once] <folder>
 * Exit code 0 when every file went through, 1 when any failed, 2 on a usage error (a UsageError,
 * thrown by the one command-line parser or a command's own checks).
 */
import { UsageError } from '../../server/command-line'
import { runArchive } from './archive-command'
import type { CliIo } from './cli-io'
import { runUpload } from './upload-command'
import { runWatch } from './watch-command'

export const USAGE = `usage:
  cli upload  --server <url> --token <t> --case <id> [--category <id>] [--lender <id>] [--extract] [--retry-for <s>] [--journal-dir <dir>] <files…>
  cli upload  --server <url> --token <t> --case <id> --new-version-of <documentId> [--retry-for <s>] [--journal-dir <dir>] <file>
  cli archive --server <url> --token <t> --case <id> --out <folder> [--documents <id,id…>] [--name <file.zip>]
  cli watch   --server <url> --token <t> --case <id> [--category <id>] [--extract] [--polling] [--stability-window <s>] [--once] <folder>`

const COMMANDS: Readonly<Record<string, (argv: readonly string[], io: CliIo) => Promise<number>>> =
  { upload: runUpload, archive: runArchive, watch: runWatch }

/** Runs one command; resolves with the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv
  if (command === '--help' || command === 'help' || rest.includes('--help')) {
    io.stderr.write(`${USAGE}\n`)
    return 0
  }
  const run =
    command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined
  if (run === undefined) {
    io.stderr.write(`${command === undefined ? 'Name a command' : `Unknown command ${command}`}\n`)
    io.stderr.write(`${USAGE}\n`)
    return 2
  }
  try {
    return await run(rest, io)
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr.write(`error: ${e.message}\n${USAGE}\n`)
      return 2
    }
    io.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`)
    return 1
  }
}
