/** Test helpers for the shell suites: a real case server in a temp folder, temp folders, files. */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startCaseServer, type CaseServer, type TeamUserInput } from '../../src/server'
import { tempDir } from '../helpers/temp-dir'

export { tempDir }
export type { TempDir } from '../helpers/temp-dir'

/** A real embedded case server (PGlite) with the demo data, on 127.0.0.1:0. */
export async function startDemoServer(
  options: {
    readonly team?: boolean
    readonly users?: readonly TeamUserInput[]
  } = {},
): Promise<{ server: CaseServer; close: () => Promise<void> }> {
  const { dir, remove } = tempDir('server')
  const server = await startCaseServer({
    dataDir: dir,
    port: 0,
    seed: 'demo',
    team: options.team,
    users: options.users,
  })
  return {
    server,
    close: async () => {
      await server.close()
      await remove()
    },
  }
}

/** The first demo case's id. */
export const DEMO_CASE_ID = 'demo-case-1'

/** A tiny valid PDF (typed from its content as application/pdf). */
export function pdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  )
}

/** Writes a file and returns its path. */
export async function put(dir: string, name: string, body: string | Buffer): Promise<string> {
  const path = join(dir, name)
  await writeFile(path, body)
  return path
}
