import { CATEGORY_PAGE_SIZE } from '../../../../../shared/constants'

/** docs/rules.md#category-search: a case-insensitive contains match on the category name. */
export function matchesCategorySearch(name: string, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  return needle === '' || name.toLocaleLowerCase().includes(needle)
}

/**
 * docs/rules.md#category-search, docs/rules.md#limits: the categories matching a search, one page
 * of at most 50.
 */
export function searchCategories<T extends { readonly name: string }>(
  categories: readonly T[],
  search: string,
  pageSize: number = CATEGORY_PAGE_SIZE,
): T[] {
  const out: T[] = []
  for (const c of categories) {
    if (matchesCategorySearch(c.name, search)) out.push(c)
    if (out.length >= pageSize) break
  }
  return out
}
