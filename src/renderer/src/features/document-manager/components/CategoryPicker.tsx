import { useQuery } from '@apollo/client'
import { Icon, InputGroup, Spinner } from '@blueprintjs/core'
import { useId, useMemo, useState } from 'react'
import { CATEGORY_PAGE_SIZE } from '../../../../../shared/constants'
import {
  AllCategoriesDocument,
  type Category,
  type CategoryType,
} from '../../../../../shared/graphql/operations.generated'
import { matchesCategorySearch } from '../model/category-search'

type Props = {
  /** The chosen category's id; null for "No category"; undefined when none is chosen (mixed). */
  readonly value: string | null | undefined
  readonly onChange: (category: Category | null) => void
  /** Renewal upload offers renewal-document categories only. */
  readonly type?: CategoryType
  readonly label?: string
}

/**
 * Picks a category (docs/rules.md#category-search: case-insensitive contains search on the name;
 * docs/rules.md#limits: 50 per page) from the AllCategories query; the selected category stays
 * listed even when off the page.
 */
export function CategoryPicker({
  value,
  onChange,
  type,
  label = 'Category',
}: Props): React.JSX.Element {
  const [search, setSearch] = useState('')
  const { data, previousData, loading } = useQuery(AllCategoriesDocument, {
    variables: {
      paging: { limit: CATEGORY_PAGE_SIZE },
      sorting: [{ field: 'name', direction: 'ASC' }],
      filter: {
        ...(search.trim() ? { name: { contains: search.trim() } } : {}),
        ...(type ? { type: { eq: type } } : {}),
      },
      selectedIds: value ? [value] : [],
    },
  })
  const result = data ?? previousData
  const options = useMemo(() => {
    const page = (result?.data.nodes ?? []).filter((c) => matchesCategorySearch(c.name, search))
    const selected = (result?.selectedData.nodes ?? []).filter(
      (c) => !page.some((p) => p.id === c.id),
    )
    return [...selected, ...page]
  }, [result, search])
  const total = result?.data.totalCount ?? 0
  const listId = useId()
  const optionId = (id: string | null) => `${listId}-${id ?? 'none'}`
  // A single-select listbox: the arrow keys move the selection (selection follows focus).
  const onKeyDown = (e: React.KeyboardEvent<HTMLUListElement>) => {
    const ids = [null, ...options.map((c) => c.id)]
    const at = Math.max(0, ids.indexOf(value ?? null))
    const next =
      e.key === 'ArrowDown'
        ? Math.min(at + 1, ids.length - 1)
        : e.key === 'ArrowUp'
          ? Math.max(at - 1, 0)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? ids.length - 1
              : null
    if (next === null) return
    e.preventDefault()
    const id = ids[next] ?? null
    onChange(id === null ? null : (options.find((c) => c.id === id) ?? null))
    e.currentTarget.querySelector(`[id="${optionId(id)}"]`)?.scrollIntoView({ block: 'nearest' })
  }

  return (
    <div className="category-picker">
      <label className="field-label">{label}</label>
      <InputGroup
        small
        leftIcon="search"
        placeholder="Search categories"
        value={search}
        onValueChange={setSearch}
        rightElement={loading ? <Spinner size={14} /> : undefined}
        aria-label="Search categories"
      />
      <ul
        className="category-list"
        role="listbox"
        aria-label={label}
        tabIndex={0}
        aria-activedescendant={value === undefined ? undefined : optionId(value)}
        onKeyDown={onKeyDown}
      >
        <li
          id={optionId(null)}
          role="option"
          aria-selected={value === null}
          className={value === null ? 'is-selected' : ''}
          onClick={() => onChange(null)}
        >
          <span className="muted">No category</span>
        </li>
        {options.map((c) => (
          <li
            key={c.id}
            id={optionId(c.id)}
            role="option"
            aria-selected={c.id === value}
            className={c.id === value ? 'is-selected' : ''}
            onClick={() => onChange(c)}
          >
            <span>{c.name}</span>
            {c.supportExtraction ? (
              <Icon icon="predictive-analysis" size={12} title="Supports extraction" />
            ) : null}
          </li>
        ))}
      </ul>
      {total > CATEGORY_PAGE_SIZE ? (
        <div className="muted small">
          Showing {CATEGORY_PAGE_SIZE} of {total}; refine the search.
        </div>
      ) : null}
    </div>
  )
}
