import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { FORM_FIELD_PARAM } from '../../document-manager/model/history-view'
import { inputId } from '../model/form-fields'

/**
 * A form opened at a field (a recent changes entry of a form save: docs/rules.md#recent-changes)
 * scrolls to that field's input and focuses it once the form is shown.
 */
export function useFocusField(shown: boolean): void {
  const [params] = useSearchParams()
  const field = params.get(FORM_FIELD_PARAM)
  useEffect(() => {
    if (!shown || !field) return
    const input = document.getElementById(inputId(field))
    input?.scrollIntoView({ block: 'center' })
    input?.focus()
  }, [shown, field])
}
