import { useQuery } from '@apollo/client'
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core'
import { CATEGORY_PAGE_SIZE } from '../../../../../../shared/constants'
import { SUPPORTED_FILE_TYPES } from '../../../../../../shared/file-types'
import { AllCategoriesDocument } from '../../../../../../shared/graphql/operations.generated'

/** The filters as the screen holds them ('' for "any"; days as yyyy-MM-dd). */
export type SearchFilterState = {
  readonly fileType: string
  readonly categoryId: string
  readonly uploadedBy: string
  readonly from: string
  readonly to: string
}

export const EMPTY_SEARCH_FILTER: SearchFilterState = {
  fileType: '',
  categoryId: '',
  uploadedBy: '',
  from: '',
  to: '',
}

/** Each supported type once, by its usual extension. */
const TYPES = [...new Map(SUPPORTED_FILE_TYPES.map((t) => [t.mime, t.ext])).entries()]

type Props = {
  readonly value: SearchFilterState
  readonly onChange: (next: SearchFilterState) => void
  readonly uploaders: readonly { readonly id: string; readonly fullName: string }[]
}

/** Search filters: type, category, uploader and a range of upload days. */
export function SearchFilters({ value, onChange, uploaders }: Props): React.JSX.Element {
  const categories = useQuery(AllCategoriesDocument, {
    variables: {
      paging: { limit: CATEGORY_PAGE_SIZE },
      sorting: [{ field: 'name', direction: 'ASC' }],
      filter: {},
      selectedIds: value.categoryId ? [value.categoryId] : [],
    },
  })
  const set = (change: Partial<SearchFilterState>) => onChange({ ...value, ...change })
  const any = Object.values(value).some((v) => v !== '')
  return (
    <div className="lifecycle-filters" role="group" aria-label="Filter the results">
      <FormGroup label="Type" labelFor="search-type">
        <HTMLSelect
          id="search-type"
          value={value.fileType}
          onChange={(e) => set({ fileType: e.currentTarget.value })}
        >
          <option value="">Any type</option>
          {TYPES.map(([mime, ext]) => (
            <option key={mime} value={mime}>
              {ext.toUpperCase()}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="Category" labelFor="search-category">
        <HTMLSelect
          id="search-category"
          value={value.categoryId}
          onChange={(e) => set({ categoryId: e.currentTarget.value })}
        >
          <option value="">Any category</option>
          {(categories.data?.data.nodes ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="Uploaded by" labelFor="search-uploader">
        <HTMLSelect
          id="search-uploader"
          value={value.uploadedBy}
          onChange={(e) => set({ uploadedBy: e.currentTarget.value })}
        >
          <option value="">Anyone</option>
          {uploaders.map((u) => (
            <option key={u.id} value={u.id}>
              {u.fullName}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="From" labelFor="search-from">
        <InputGroup
          id="search-from"
          type="date"
          value={value.from}
          onValueChange={(from) => set({ from })}
        />
      </FormGroup>
      <FormGroup label="To" labelFor="search-to">
        <InputGroup
          id="search-to"
          type="date"
          value={value.to}
          onValueChange={(to) => set({ to })}
        />
      </FormGroup>
      {any ? (
        <Button small minimal icon="filter-remove" onClick={() => onChange(EMPTY_SEARCH_FILTER)}>
          Clear filters
        </Button>
      ) : null}
    </div>
  )
}
