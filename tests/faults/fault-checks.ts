/**
 * What every fault test asserts at its end, on the data folder itself (the server stopped): the
 * orphan sweep with no grace leaves no object that no document points at, and takes none that one
 * does; every document's bytes are there with the size and sha256 it records.
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
      key: string
      size: string | null
      sha: string | null
    }>(`SELECT id, direct_upload_key AS key, size::text AS size, sha256 AS sha FROM documents`)
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
      if (d.sha !== null && d.sha !== sha) broken.push(`${d.id}: sha256 differs`)
    }
    return {
      swept: swept.removed,
      orphansLeft: keys.filter((k) => !referenced.has(k)).length,
      documentsBroken: broken,
      documents: docs.length,
    }
  } finally {
    await s.close()
  }
}
