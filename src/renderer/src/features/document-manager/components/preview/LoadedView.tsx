import { Callout, NonIdealState, Spinner } from '@blueprintjs/core'
import type { Loaded } from './use-document-bytes'

/** Loading spinner, error callout, or the rendered content of a local preview. */
export function LoadedView<T>({
  loaded,
  children,
}: {
  readonly loaded: Loaded<T>
  readonly children: (value: T) => React.ReactNode
}): React.JSX.Element {
  if (loaded.status === 'loading')
    return <NonIdealState icon={<Spinner size={24} />} title="Rendering preview…" />
  if (loaded.status === 'error') {
    return (
      <Callout
        intent="warning"
        title="This document could not be rendered"
        className="preview-error"
      >
        {loaded.message}
      </Callout>
    )
  }
  return <>{children(loaded.value)}</>
}
