/**
 * An e-mail with a tracking pixel, a remote background and an inline (cid:) logo: the preview shows
 * the message and its own logo, says "Remote content blocked", and the page asks nothing of the
 * tracker's host.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import { openDemoCase, sidewaysScrollers } from './helpers/screens'

function trackedEmail(): string {
  const c = createCanvas(120, 40)
  const g = c.getContext('2d')
  g.fillStyle = '#215db0'
  g.fillRect(0, 0, 120, 40)
  const logo = c.toBuffer('image/png').toString('base64')
  return [
    'From: Agent <agent@example.com>',
    'To: Processor <processor@example.com>',
    'Subject: Renewal offer inside',
    'Date: Tue, 03 Mar 2026 10:30:00 -0500',
    'MIME-Version: 1.0',
    'Content-Type: multipart/related; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Dear customer, your renewal is attached.</p>',
    '<img src="cid:logo@agency" alt="Agency logo">',
    '<img src="https://tracker.invalid/open.gif" width="1" height="1">',
    '<table><tr><td background="https://tracker.invalid/bg.png">Offer</td></tr></table>',
    '--b1',
    'Content-Type: image/png',
    'Content-Transfer-Encoding: base64',
    'Content-ID: <logo@agency>',
    '',
    logo,
    '--b1--',
    '',
  ].join('\r\n')
}

test('an e-mail preview blocks remote content and says so', async ({ page, shell }, info) => {
  const asked: string[] = []
  await page.route('**/*', (route) => {
    const url = route.request().url()
    if (url.includes('tracker.invalid')) {
      asked.push(url)
      return route.abort()
    }
    return route.continue()
  })
  const dir = mkdtempSync(join(tmpdir(), 'cdm-e2e-eml-'))
  try {
    const path = join(dir, 'Renewal offer.eml')
    writeFileSync(path, trackedEmail())
    await page.setViewportSize({ width: 1280, height: 800 })
    await openDemoCase(page, shell)
    await page.getByTestId('upload-input').setInputFiles([path])
    await page.getByTestId('upload-submit').click()
    await expect(
      page.getByTestId('toast').filter({ hasText: 'File(s) uploaded successfully!' }),
    ).toBeVisible({ timeout: 60_000 })
    await page
      .getByTestId('documents-table')
      .getByRole('row')
      .filter({ hasText: 'Renewal offer.eml' })
      .click()
    const preview = page.getByTestId('eml-preview')
    await expect(preview).toContainText('Dear customer, your renewal is attached.')
    await expect(page.getByTestId('remote-content-blocked')).toContainText(
      '2 remote images or resources not loaded',
    )
    // The message's own logo shows, from the message itself.
    await expect(preview.getByRole('img', { name: 'Agency logo' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    )
    await page.waitForTimeout(500)
    expect(asked).toEqual([])
    expect(await sidewaysScrollers(page)).toEqual([])
    await shot(page, info, '1280-remote-content')
    await page.setViewportSize({ width: 1920, height: 1080 })
    expect(await sidewaysScrollers(page)).toEqual([])
    await shot(page, info, '1920-remote-content')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
