import { useQuery } from '@apollo/client'
import { Icon, InputGroup, Spinner } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import { CATEGORY_PAGE_SIZE } from '../../../../../shared/constants'
import {
  AllCategoriesDocument,
  type Category,
  type CategoryType,
} from '../../../../../shared/graphql/operations.generated'
import { matchesCategorySearch } from '../model/category-search'

type Props = {
  readonly value: string | null
  readonly onChange: (category: Category | null) => void
  /** Renewal upload offers renewal-document categories only. */
  readonly type?: CategoryType
  readonly label?: string
}

/**
 * Picks a category (spec §5: case-insensitive contains search on the name; spec §9: 50 per page)
 * from the AllCategories query; the selected category stays listed even when off the page.
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
      <ul className="category-list" role="listbox" aria-label={label}>
        <li
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
