/**
 * What every fault test asserts at its end, on the data folder itself (the server stopped): the
 * orphan sweep with no grace leaves no object that no document points at, and takes none that one
 * does; every document's bytes are there with the size and sha256 it records. And, for the bytes a
 * test sent, that the documents hold exactly those: each sent file once, nothing else under its name.
 */
import { createHash } from 'node:crypto'
import { sweepOrphans } from '../../src/server/domain/orphan-sweep'
import { startCaseServer } from '../../src/server/index'

export type SweepCheck = {
  /** Objects the sweep removed (never registered, or left by a crash). */
  readonly swept: number
  /** Objects still stored that no document references: must be 0. */
  readonly orphansLeft: number
  /** Documents whose bytes are missing or differ from their recorded size and sha256: must be 0. */
  readonly documentsBroken: readonly string[]
  readonly documents: number
  /** Every removal recorded in object_sweeps (this sweep's and the server's own), by key. */
  readonly recordedSweeps: ReadonlyMap<string, string>
  /** Every document: id, name and case (to compare with what a test sent). */
  readonly listed: readonly {
    readonly id: string
    readonly name: string
    readonly caseId: string
  }[]
  /** The sha256 of each document's stored bytes as read back through the object store, by id. */
  readonly storedSha: ReadonlyMap<string, string>
}

/** Opens the data folder in this process, sweeps with no grace, and checks objects against rows. */
export async function sweepAndCheck(dataDir: string): Promise<SweepCheck> {
  const s = await startCaseServer({ dataDir, token: 'fault-check', sweepIntervalSeconds: 0 })
  try {
    const { db, objects } = s.services
    const swept = await sweepOrphans(db, objects, 0, Date.now() + 60_000)
    const keys: string[] = []
    for await (const o of objects.list()) keys.push(o.key)
    const docs = await db.query<{
      id: string
      name: string
      case_id: string
      key: string
      size: string | null
      sha: string | null
    }>(
      `SELECT id, name, case_id, direct_upload_key AS key, size::text AS size, sha256 AS sha FROM documents`,
    )
    const referenced = new Set(docs.map((d) => d.key))
    // Earlier versions of a document keep their bytes too (when versions exist in this schema).
    const versionKey = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'document_versions' AND column_name IN ('object_key', 'direct_upload_key')`,
    )
    if (versionKey[0]) {
      const column = versionKey[0].column_name
      for (const r of await db.query<{ key: string }>(
        `SELECT ${column} AS key FROM document_versions`,
      ))
        referenced.add(r.key)
    }
    const broken: string[] = []
    const storedSha = new Map<string, string>()
    for (const d of docs) {
      const chunks: Buffer[] = []
      try {
        for await (const c of await objects.read(d.key)) chunks.push(c as Buffer)
      } catch {
        broken.push(`${d.id}: bytes missing`)
        continue
      }
      const bytes = Buffer.concat(chunks)
      if (d.size !== null && Number(d.size) !== bytes.length) broken.push(`${d.id}: size differs`)
      const sha = createHash('sha256').update(bytes).digest('hex')
      storedSha.set(d.id, sha)
      if (d.sha !== null && d.sha !== sha) broken.push(`${d.id}: sha256 differs`)
    }
    const recorded = await db.query<{ object_key: string; reason: string }>(
      'SELECT object_key, reason FROM object_sweeps',
    )
    return {
      recordedSweeps: new Map(recorded.map((r) => [r.object_key, r.reason])),
      swept: swept.removed,
      orphansLeft: keys.filter((k) => !referenced.has(k)).length,
      documentsBroken: broken,
      documents: docs.length,
      listed: docs.map((d) => ({ id: d.id, name: d.name, caseId: d.case_id })),
      storedSha,
    }
  } finally {
    await s.close()
  }
}

/** A document as the case lists it: its id and name. */
type Listed = { readonly id: string; readonly name: string }

/**
 * Compares what the case holds under the names a test sent with what it sent, by the sha256 of
 * the stored bytes (`shaOf`: read back through the download path or the object store): for each
 * name, the sorted hashes of its documents must equal the sorted hashes of the files sent under it.
 * Returns the differences, empty when every sent file is there exactly once and no document of
 * those names holds other bytes (a partial file, another file's bytes).
 */
export async function differencesFromSent(
  docs: readonly Listed[],
  sent: ReadonlyMap<string, readonly Buffer[]>,
  shaOf: (id: string) => Promise<string> | string | undefined,
): Promise<string[]> {
  const out: string[] = []
  for (const [name, bodies] of sent) {
    const want = bodies.map((b) => createHash('sha256').update(b).digest('hex')).sort()
    const got: string[] = []
    for (const d of docs.filter((x) => x.name === name)) got.push((await shaOf(d.id)) ?? 'missing')
    got.sort()
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      out.push(`${name}: stored ${JSON.stringify(got)}, sent ${JSON.stringify(want)}`)
    }
  }
  return out
}
