import { InputGroup } from '@blueprintjs/core'
import type { ReactNode, Ref } from 'react'
import { formatDateOnly, parseDateOnly } from '../model/form-values'

export interface ValueInputProps {
  readonly id: string
  readonly type: string
  readonly label: string
  readonly value: unknown
  readonly disabled?: boolean
  readonly invalid?: boolean
  readonly inputRef?: Ref<HTMLInputElement>
  readonly onChange: (value: unknown) => void
  readonly onBlur: () => void
}

/** What an input shows for a form value of a field type. */
export function inputText(type: string, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (type === 'Date')
    return value instanceof Date && !Number.isNaN(value.getTime()) ? formatDateOnly(value) : ''
  return String(value)
}

/** The form value for what the user typed: dates as Dates, a year as a number, blanks as null. */
export function parseInput(type: string, text: string): unknown {
  if (text === '') return null
  if (type === 'Date') return parseDateOnly(text)
  if (type === 'Number') {
    const n = Number(text)
    return Number.isFinite(n) ? n : text
  }
  return text
}

/**
 * The input of one form field, typed per field type: a date input for Date, a decimal input with a
 * dollar sign for Currency, a number input for Number, text otherwise.
 */
export function ValueInput(props: ValueInputProps): ReactNode {
  const { type } = props
  const htmlType = type === 'Date' ? 'date' : type === 'Number' ? 'number' : 'text'
  return (
    <InputGroup
      id={props.id}
      name={props.id}
      type={htmlType}
      inputMode={type === 'Currency' ? 'decimal' : undefined}
      leftIcon={type === 'Currency' ? 'dollar' : undefined}
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      intent={props.invalid ? 'danger' : undefined}
      disabled={props.disabled}
      inputRef={props.inputRef}
      value={inputText(type, props.value)}
      onValueChange={(text) => props.onChange(parseInput(type, text))}
      onBlur={props.onBlur}
      fill
    />
  )
}
