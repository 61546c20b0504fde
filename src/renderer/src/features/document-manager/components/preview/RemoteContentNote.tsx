import { Callout } from '@blueprintjs/core'
import { countOf } from '../../../../format/plural'

/**
 * Says that a preview left out what it would have fetched from elsewhere (tracking pixels,
 * remote images, backgrounds), so an empty box in a message is not taken for a broken file.
 */
export function RemoteContentNote({
  blocked,
}: {
  readonly blocked: readonly string[]
}): React.JSX.Element | null {
  if (blocked.length === 0) return null
  return (
    <Callout
      compact
      intent="primary"
      icon="shield"
      className="remote-content-note"
      data-testid="remote-content-blocked"
      title="Remote content blocked"
    >
      {countOf(blocked.length, 'remote image or resource', 'remote images or resources')} not
      loaded, so the sender cannot tell that this document was opened.
    </Callout>
  )
}
