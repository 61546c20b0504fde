import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core'

let toaster: Promise<Toaster> | null = null

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 })
  return toaster
}

export type ToastInput = {
  readonly title: string
  readonly description?: string
  readonly intent: Intent
}

/** Shows one toast (spec §8 messages); a title and an optional description line. */
export function showToast({ title, description, intent }: ToastInput): void {
  void getToaster().then((t) =>
    t.show({
      intent,
      icon: intent === 'success' ? 'tick-circle' : intent === 'danger' ? 'error' : 'info-sign',
      timeout: intent === 'danger' ? 8000 : 4000,
      message: (
        <div className="toast-body" data-testid="toast">
          <strong>{title}</strong>
          {description ? <div>{description}</div> : null}
        </div>
      ),
    }),
  )
}
