import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preparedQuery, type PreparedQuery } from '../../../src/server/db/pglite-prepared'

describe('prepared statements on PGlite', () => {
  let db: PGlite
  let query: PreparedQuery
  beforeAll(async () => {
    db = await PGlite.create()
    // Two statements kept: the third evicts the least recently used.
    query = preparedQuery(db, 2)
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, tags text[], at timestamptz)`)
  })
  afterAll(() => db.close())

  it('serialises parameters and parses rows as PGlite query() does', async () => {
    const at = new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 6))
    await query('INSERT INTO t VALUES ($1, $2, $3, $4)', [1, 'one', ['a', 'b'], at])
    await query('INSERT INTO t VALUES ($1, $2, $3, $4)', [2, null, [], null])
    const sql = 'SELECT * FROM t WHERE id = ANY($1) ORDER BY id'
    const mine = await query(sql, [[1, 2]])
    expect(mine).toEqual((await db.query(sql, [[1, 2]])).rows)
    expect(mine[0]).toEqual({ id: 1, name: 'one', tags: ['a', 'b'], at })
  })

  it('keeps working when statements are evicted, fail, or their table changes', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await query(`SELECT $1::int + ${i} AS n`, [1])).toEqual([{ n: 1 + i }])
    }
    expect(await query('SELECT $1::int + 0 AS n', [41])).toEqual([{ n: 41 }])
    await expect(query('SELECT 1 / $1::int AS n', [0])).rejects.toMatchObject({ code: '22012' })
    expect(await query('SELECT 1 / $1::int AS n', [1])).toEqual([{ n: 1 }])
    const read = 'SELECT * FROM t WHERE id = $1'
    expect(await query(read, [2])).toHaveLength(1)
    await db.exec('ALTER TABLE t ADD COLUMN extra text')
    expect(await query(read, [2])).toEqual([{ id: 2, name: null, tags: [], at: null, extra: null }])
  })

  it('runs inside a transaction and rolls back with it', async () => {
    await expect(
      db.transaction(async () => {
        await query('INSERT INTO t (id) VALUES ($1)', [3])
        expect(await query('SELECT count(*)::int AS n FROM t', [])).toEqual([{ n: 3 }])
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await query('SELECT count(*)::int AS n FROM t', [])).toEqual([{ n: 2 }])
  })
})
