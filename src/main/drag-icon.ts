/** The icon under the cursor while a document is dragged out of the app (a 32×32 page, PNG). */
export const DRAG_ICON_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAYElEQVR42mNgGAVoIKag4T8l+MSlO3gxUQ6gFAy4A/A5gm4OwOUIujoAmyPo7gB0RwyIA5AdMWAOgDliQB0AMnvUAaMOGHXAqANGHTDqgFEHjDpg1AE075oRwqOdX3QAAEhq00fbFfr/AAAAAElFTkSuQmCC'
