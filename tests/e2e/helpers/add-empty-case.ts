/**
 * Run before a browser shell starts on a data folder: `node --import tsx add-empty-case.ts <data>`
 * creates the shell's embedded database there (migrations and the demo seed, as the shell would)
 * and adds a case with no documents, which opens the document manager's empty mode. The case
 * server has no call that creates a case, so the row goes in as the seed's do.
 */
import { join } from 'node:path'
import { startCaseServer } from '../../../src/server/index'
import { EMPTY_CASE } from './empty-case'

const [dataDir] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: add-empty-case.ts <browser shell data folder>')
const server = await startCaseServer({
  dataDir: join(dataDir, 'case-server'),
  seed: 'demo',
  extraction: { worker: false },
})
try {
  await server.seeded
  await server.services.db.query(
    `INSERT INTO cases (id, ref, title, lender_id)
     SELECT $1, $2, $3, lender_id FROM cases WHERE id = 'demo-case-1'`,
    [EMPTY_CASE.id, EMPTY_CASE.ref, EMPTY_CASE.title],
  )
} finally {
  await server.close()
}
