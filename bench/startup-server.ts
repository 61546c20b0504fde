/**
 * One start of the embedded server, as its own process, for bench/startup.ts: bundled like the
 * desktop app's main build (bench/startup.ts bundles it), run with plain `node`, so the figures
 * include the process start and the loading of the server's modules. Prints one JSON line:
 * milliseconds since the process started (performance.timeOrigin) at which the modules were
 * loaded, the server listened and the first GraphQL answer with the demo data arrived, and the
 * in-process figures (startCaseServer → listening / → first answer).
 *
 * Usage: node server.mjs <dataDir> <template: path | cache | initdb>
 */
import { startCaseServer } from '../src/server/index'
import { readPositionals } from './command-line'

/** Every import above is evaluated before this line runs: the modules are loaded. */
const loadedMs = performance.now()

async function main(): Promise<void> {
  const [dataDir, template] = readPositionals(
    process.argv.slice(2),
    ['dataDir', 'template'],
    'node server.mjs <dataDir> <template: path | cache | initdb>',
  ) as [string, string]
  const t0 = performance.now()
  const s = await startCaseServer({
    dataDir,
    seed: 'demo',
    seedAfterListen: true,
    sweepIntervalSeconds: 0,
    pgliteTemplate: template === 'initdb' ? false : template === 'cache' ? true : template,
  })
  const listeningMs = performance.now()
  const res = await fetch(s.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
    body: JSON.stringify({ query: '{ cases { totalCount } }' }),
  })
  const body = (await res.json()) as { data?: { cases: { totalCount: number } } }
  const answeredMs = performance.now()
  if (body.data?.cases.totalCount !== 2) throw new Error(`no demo data: ${JSON.stringify(body)}`)
  // The parent times spawn → this line; closing the server comes after.
  console.log('answered')
  const created = s.dataDir?.created ?? 'no'
  await s.close()
  console.log(
    JSON.stringify({
      loadedMs,
      listeningMs,
      answeredMs,
      inProcessListeningMs: listeningMs - t0,
      inProcessAnswerMs: answeredMs - t0,
      created,
    }),
  )
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
