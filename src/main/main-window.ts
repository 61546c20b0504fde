/** Creates the one app window: shown at once (the renderer draws its loading state). */
import { BrowserWindow } from 'electron'
import { mainWindowOptions } from './window-options'

/** Opens the window on `url` (app://bundle/ in production, the Vite dev server in dev). */
export function createMainWindow(preloadPath: string, url: string): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(preloadPath))
  win.once('ready-to-show', () => win.show())
  void win.loadURL(url)
  return win
}
