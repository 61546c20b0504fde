/**
 * Prepared statements on PGlite. PGlite's `query()` parses and plans every statement again and
 * crosses into its WASM Postgres six times per statement (parse, describe, bind, describe,
 * execute, sync). The server sends the same few dozen statements over and over, so each is parsed
 * once as a named statement (its parameter types kept), and every later run is one crossing:
 * bind + describe + execute + sync, with the plan Postgres cached for it. Parameters are
 * serialised and rows parsed by PGlite's own serialisers and parsers, exactly as `query()` does.
 */
import { parse, protocol, types, type messages, type PGlite } from '@electric-sql/pglite'

/** Statements kept prepared; the least recently used one is closed beyond this. */
const DEFAULT_MAX_PREPARED = 300

const S = protocol.serialize

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let size = 0
  for (const p of parts) size += p.length
  const out = new Uint8Array(size)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

type Prepared = { readonly name: string; readonly paramTypes: readonly number[] }

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]

/**
 * The rows of one statement's result, each value parsed by `types.parseType` with the database's
 * parsers: what `parse.parseResults(...)[0].rows` returns, without its copy of the whole table
 * of some 300 parsers into a fresh object on every call (a copy that cost more than the rest of
 * a small read).
 */
function rowsOf<T>(replies: readonly Message[], parsers: PGlite['parsers']): T[] {
  let fields: readonly { readonly name: string; readonly dataTypeID: number }[] = []
  const rows: Record<string, unknown>[] = []
  for (const m of replies) {
    if (m.name === 'rowDescription') fields = (m as messages.RowDescriptionMessage).fields
    else if (m.name === 'dataRow') {
      const row: Record<string, unknown> = {}
      ;(m as messages.DataRowMessage).fields.forEach((value, i) => {
        const field = fields[i]!
        row[field.name] = types.parseType(value, field.dataTypeID, parsers)
      })
      rows.push(row)
    } else if (m.name === 'commandComplete') break
  }
  return rows as T[]
}

export type PreparedQuery = <T>(sql: string, params?: readonly unknown[]) => Promise<T[]>

/**
 * A `query` on `db` through named prepared statements. The caller serialises its use of `db`
 * (statement-queue.ts); inside a PGlite transaction it is called from the transaction's callback.
 */
export function preparedQuery(db: PGlite, maxPrepared = DEFAULT_MAX_PREPARED): PreparedQuery {
  const statements = new Map<string, Prepared>()
  let counter = 0

  const send = (parts: readonly Uint8Array[]) =>
    db.execProtocolStream(concat(parts), { syncToFs: false })

  async function prepare(sql: string): Promise<Prepared> {
    const hit = statements.get(sql)
    if (hit) {
      // Map order is recency: the first key is the least recently used.
      statements.delete(sql)
      statements.set(sql, hit)
      return hit
    }
    const name = `cdm_${counter++}`
    const described = await send([
      S.parse({ name, text: sql }),
      S.describe({ type: 'S', name }),
      S.sync(),
    ])
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) }
    if (statements.size >= maxPrepared) {
      const [oldSql, old] = statements.entries().next().value as [string, Prepared]
      statements.delete(oldSql)
      await send([S.close({ type: 'S', name: old.name }), S.sync()])
    }
    statements.set(sql, prepared)
    return prepared
  }

  async function run<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const st = await prepare(sql)
    const values = params.map((v, i) => {
      if (v == null) return null
      const serialize = db.serializers[st.paramTypes[i]!]
      return serialize ? (serialize(v) as string) : String(v)
    })
    const replies = await send([
      S.bind({ statement: st.name, values }),
      S.describe({ type: 'P' }),
      S.execute({}),
      S.sync(),
    ])
    // Outside a transaction PGlite's own query() flushes its file system after each statement.
    if (!db.isInTransaction()) await db.syncToFs()
    return rowsOf<T>(replies, db.parsers)
  }

  return (sql, params = []) =>
    db.runExclusive(async () => {
      try {
        return await run(sql, params)
      } catch (err) {
        // A table the statement reads changed its columns (a migration): prepare it again.
        if ((err as { code?: string }).code !== '0A000' || !statements.has(sql)) throw err
        const stale = statements.get(sql)!
        statements.delete(sql)
        await send([S.close({ type: 'S', name: stale.name }), S.sync()])
        return run(sql, params)
      }
    })
}
