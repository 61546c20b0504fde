/**
 * A data folder left unopenable by a crash during the first start: the app sets it aside (never
 * deletes it), creates a new database, and tells the user so in a toast naming where it went.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startShell } from './helpers/browser-shell'
import { sidewaysScrollers } from './helpers/screens'

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
] as const) {
  test(`a half-created database folder is set aside and the user is told (${width}×${height})`, async ({
    page,
  }, info) => {
    const shell = await startShell({
      prepareData: (dataDir) => {
        // What an interrupted copy left: a PG_VERSION and part of the files, no completion marker.
        const pglite = join(dataDir, 'case-server', 'pglite')
        mkdirSync(join(pglite, 'global'), { recursive: true })
        writeFileSync(join(pglite, 'PG_VERSION'), '17\n')
        writeFileSync(join(pglite, 'global', '1262'), Buffer.alloc(100))
      },
    })
    try {
      await page.setViewportSize({ width, height })
      await page.goto(shell.launchUrl)
      const toast = page.getByTestId('toast').filter({ hasText: 'The case database was recreated' })
      await expect(toast).toBeVisible()
      await expect(toast).toContainText('set aside as')
      // The app works on the new database: the demo cases are there.
      await expect(page.getByTestId('case-link').first()).toBeVisible()
      await page.screenshot({ path: info.outputPath(`recovered-${width}x${height}.png`) })
      const aside = readdirSync(join(shell.dataDir, 'case-server')).filter((n) =>
        n.startsWith('pglite.set-aside-'),
      )
      expect(aside).toHaveLength(1)
      expect(existsSync(join(shell.dataDir, 'case-server', aside[0]!, 'PG_VERSION'))).toBe(true)
      expect(await sidewaysScrollers(page)).toEqual([])
    } finally {
      await shell.stop()
    }
  })
}
