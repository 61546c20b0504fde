import { Checkbox } from '@blueprintjs/core'
import { policyFolderLabel } from '../model/labels'

export type LinkableEntity = { readonly entityId: string; readonly entityType: 'asset' | 'policy' }

type Props = {
  readonly assets: readonly { readonly id: string; readonly displayName: string }[]
  readonly policies: readonly {
    readonly id: string
    readonly policyNumber: string | null
    readonly productType: { readonly name: string }
  }[]
  readonly value: readonly LinkableEntity[]
  readonly onChange: (value: LinkableEntity[]) => void
}

const same = (a: LinkableEntity, b: LinkableEntity): boolean =>
  a.entityId === b.entityId && a.entityType === b.entityType

/** Checkboxes to link documents to the case's assets and policies. */
export function EntityLinks({ assets, policies, value, onChange }: Props): React.JSX.Element {
  const toggle = (e: LinkableEntity): void =>
    onChange(value.some((v) => same(v, e)) ? value.filter((v) => !same(v, e)) : [...value, e])
  const box = (e: LinkableEntity, label: string): React.JSX.Element => (
    <Checkbox
      key={`${e.entityType}:${e.entityId}`}
      checked={value.some((v) => same(v, e))}
      onChange={() => toggle(e)}
      label={label}
      className="entity-link"
    />
  )
  return (
    <div className="entity-links">
      <div className="field-label">Assets</div>
      {assets.length === 0 ? <div className="muted small">No assets</div> : null}
      {assets.map((a) => box({ entityId: a.id, entityType: 'asset' }, a.displayName))}
      <div className="field-label">Policies</div>
      {policies.length === 0 ? <div className="muted small">No policies</div> : null}
      {policies.map((p) => box({ entityId: p.id, entityType: 'policy' }, policyFolderLabel(p)))}
    </div>
  )
}
