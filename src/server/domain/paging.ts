/** Offset paging and whitelisted sorting shared by every list. */
import type { Queryable, Row } from '../db/client'
import type {
  IdFilter,
  PagingInput,
  SortDirection,
  StringFilter,
} from '../graphql/schema.generated'
import { memberCasesSql, type CaseScope } from '../auth/authorize'
import { UserError } from './errors'

/** Any of the SDL's sort inputs (CategorySort, AssetSort, …): a field of the list and a direction. */
type SortArg<F extends string> = { readonly field: F; readonly direction: SortDirection }

/** Largest page any list returns. */
export const MAX_PAGE_SIZE = 1000

/** Limit and offset from paging arguments, with the list's default limit (docs/rules.md#limits). */
export function pageOf(paging: PagingInput | null | undefined, defaultLimit: number) {
  const limit = paging?.limit ?? defaultLimit
  const offset = paging?.offset ?? 0
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE_SIZE) {
    throw new UserError(`paging.limit must be between 0 and ${MAX_PAGE_SIZE}`)
  }
  if (!Number.isInteger(offset) || offset < 0) throw new UserError('paging.offset must be >= 0')
  return { limit, offset }
}

/** The pageInfo of a page. */
export function pageInfo(offset: number, count: number, total: number) {
  return { hasNextPage: offset + count < total, hasPreviousPage: offset > 0 }
}

/** An ORDER BY clause from whitelisted sort fields, always ending with the id (stable pages). */
export function orderBy<F extends string>(
  sorting: readonly SortArg<F>[] | null | undefined,
  columns: Readonly<Record<F, string>>,
  fallback: string,
  idColumn: string,
): string {
  const parts = (sorting ?? []).map(
    (s) => `${columns[s.field]} ${s.direction === 'DESC' ? 'DESC' : 'ASC'}`,
  )
  if (parts.length === 0) parts.push(fallback)
  parts.push(`${idColumn} ASC`)
  return parts.join(', ')
}

/** Collects WHERE conditions with numbered parameters. */
export class Where {
  readonly conditions: string[] = []
  readonly params: unknown[] = []

  /** Adds a parameter and returns its placeholder. */
  param(v: unknown): string {
    this.params.push(v)
    return `$${this.params.length}`
  }

  add(condition: string): void {
    this.conditions.push(condition)
  }

  /** `column = eq` (null means IS NULL) and `column = ANY(in)` (an empty list matches nothing). */
  id(column: string, f: IdFilter | null | undefined) {
    if (!f) return
    if ('eq' in f && f.eq !== undefined) {
      this.add(f.eq === null ? `${column} IS NULL` : `${column} = ${this.param(f.eq)}`)
    }
    if ('in' in f && f.in !== undefined) {
      this.add(
        f.in === null || f.in.length === 0 ? 'false' : `${column} = ANY(${this.param(f.in)})`,
      )
    }
  }

  /** `eq` exact, `contains` case-insensitive (docs/rules.md#category-search). */
  text(column: string, f: StringFilter | null | undefined) {
    if (!f) return
    if (f.eq != null) this.add(`${column} = ${this.param(f.eq)}`)
    if (f.contains != null && f.contains !== '') {
      const escaped = f.contains.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)
      this.add(`lower(${column}) LIKE ${this.param(`%${escaped}%`)}`)
    }
  }

  /** Only rows of the cases the scope may see (authorisation of lists; null scope: all). */
  inCases(column: string, scope: CaseScope) {
    if (scope) this.add(`${column} IN (${memberCasesSql(this.param(scope.memberId))})`)
  }

  sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : ''
  }
}

/**
 * One page of `SELECT <select> FROM <from> <where> ORDER BY <order>` and the total count of the
 * filter, run together. The count takes only the filter's parameters (not LIMIT/OFFSET).
 */
export async function queryPage<R extends Row>(
  q: Queryable,
  o: {
    readonly select: string
    readonly from: string
    readonly where: Where
    readonly order: string
    readonly limit: number
    readonly offset: number
  },
): Promise<{ rows: R[]; total: number }> {
  const where = o.where.sql()
  const countParams = [...o.where.params]
  const [rows, count] = await Promise.all([
    q.query<R>(
      `SELECT ${o.select} FROM ${o.from} ${where} ORDER BY ${o.order}
        LIMIT ${o.where.param(o.limit)} OFFSET ${o.where.param(o.offset)}`,
      o.where.params,
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${o.from} ${where}`, countParams),
  ])
  return { rows, total: count[0]?.n ?? 0 }
}

/**
 * The total of a page read with `count(*) OVER () AS total`: it comes with the first row; only a
 * page past the end (no rows, offset > 0) needs its own count.
 */
export async function windowTotal(
  q: Queryable,
  rows: readonly { readonly total?: number }[],
  offset: number,
  countSql: string,
  countParams: readonly unknown[],
): Promise<number> {
  if (rows[0]?.total !== undefined) return rows[0].total
  if (offset === 0) return 0
  return (await q.query<{ n: number }>(countSql, countParams))[0]?.n ?? 0
}
