/**
 * Categories (AllCategories, docs/rules.md#calls): paging, sorting, filter by id, name and type.
 */
import type { Queryable } from '../db/client'
import { CATEGORY_PAGE_SIZE } from '../../shared/constants'
import type { Category, CategoryType, QueryCategoriesArgs } from '../graphql/schema.generated'
import type { Connection } from './models'
import { orderBy, pageInfo, pageOf, queryPage, Where } from './paging'

type CategoryRow = { id: string; type: CategoryType; name: string; support_extraction: boolean }

export const toCategory = (r: CategoryRow): Category => ({
  id: r.id,
  type: r.type,
  name: r.name,
  supportExtraction: r.support_extraction,
})

/**
 * A page of categories; the name filter is a case-insensitive contains match
 * (docs/rules.md#category-search).
 */
export async function listCategories(
  q: Queryable,
  args: QueryCategoriesArgs,
): Promise<Connection<Category>> {
  const { limit, offset } = pageOf(args.paging, CATEGORY_PAGE_SIZE)
  const w = new Where()
  w.id('id', args.filter?.id)
  w.text('name', args.filter?.name)
  const t = args.filter?.type
  if (t?.eq != null) w.add(`type = ${w.param(t.eq)}`)
  if (t?.in != null) w.add(t.in.length ? `type = ANY(${w.param(t.in)})` : 'false')
  // An empty `in` is `false`: no need to ask the database (selectedData with no selection).
  if (w.conditions.includes('false')) {
    return { nodes: [], pageInfo: pageInfo(offset, 0, 0), totalCount: 0 }
  }
  const order = orderBy(
    args.sorting,
    { id: 'id', name: 'lower(name)', type: 'type' },
    'lower(name) ASC',
    'id',
  )
  const { rows, total } = await queryPage<CategoryRow>(q, {
    select: 'id, type, name, support_extraction',
    from: 'categories',
    where: w,
    order,
    limit,
    offset,
  })
  return {
    nodes: rows.map(toCategory),
    pageInfo: pageInfo(offset, rows.length, total),
    totalCount: total,
  }
}
