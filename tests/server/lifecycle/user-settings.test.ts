/**
 * Each user's document-manager settings on PGlite and PostgreSQL: defaults until changed, a change
 * names only what it changes, each user has their own, and invalid values are refused with a clear
 * error and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  UpdateUserSettingsDocument,
  UserSettingsDocument,
} from '../../../src/shared/graphql/operations.generated'
import { BACKENDS, TEST_DATABASE_URL } from '../helpers'
import { startTeamFixture, type TeamFixture } from '../auth/team-fixture'
import { print } from 'graphql'

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip || (backend.postgres && !TEST_DATABASE_URL))(
    `user settings on ${title}`,
    () => {
      let f: TeamFixture
      beforeAll(async () => {
        f = await startTeamFixture(backend.postgres)
      })
      afterAll(async () => f?.close())

      const read = async (role: 'admin' | 'processor') =>
        (await f.call(role, print(UserSettingsDocument))).data!.userSettings as Record<
          string,
          unknown
        >
      const update = (role: 'admin' | 'processor', input: Record<string, unknown>) =>
        f.call(role, print(UpdateUserSettingsDocument), { input })

      it('starts from the defaults', async () => {
        expect(await read('processor')).toEqual({
          defaultCategoryId: null,
          extractOnUpload: false,
          archiveNamePattern: null,
          dateDisplay: 'us',
          rowDensity: 'compact',
          updatedAt: null,
        })
      })

      it('changes only what a change names, per user', async () => {
        const r = await update('processor', {
          defaultCategoryId: 'demo-cat-declarations',
          extractOnUpload: true,
          archiveNamePattern: '{ref} {title} {date}',
        })
        expect(r.errors).toBeUndefined()
        await update('processor', { rowDensity: 'comfortable', dateDisplay: 'iso' })
        expect(await read('processor')).toMatchObject({
          defaultCategoryId: 'demo-cat-declarations',
          extractOnUpload: true,
          archiveNamePattern: '{ref} {title} {date}',
          dateDisplay: 'iso',
          rowDensity: 'comfortable',
        })
        // Another user's settings are their own.
        expect(await read('admin')).toMatchObject({ rowDensity: 'compact', extractOnUpload: false })
        // null clears a nullable setting.
        await update('processor', { archiveNamePattern: null, defaultCategoryId: null })
        expect(await read('processor')).toMatchObject({
          archiveNamePattern: null,
          defaultCategoryId: null,
          dateDisplay: 'iso',
        })
      })

      it('refuses invalid values with a clear error, changing nothing', async () => {
        const before = await read('processor')
        for (const [input, message] of [
          [
            { archiveNamePattern: '{ref}/{oops}' },
            'Unknown placeholder {oops} in the archive name pattern: use {ref}, {title}, {date}, {timestamp}, {count}',
          ],
          [
            { archiveNamePattern: '../{ref}' },
            'The archive name pattern may not hold / \\ : * ? " < > | or control characters',
          ],
          [{ defaultCategoryId: 'no-such-category' }, 'Category no-such-category not found'],
        ] as const) {
          const r = await update('processor', { ...input, rowDensity: 'compact' })
          expect(r.errors?.[0]?.message).toBe(message)
        }
        const wrongEnum = await update('processor', { dateDisplay: 'fancy' })
        expect(wrongEnum.status).toBe(400)
        expect(await read('processor')).toEqual(before)
      })
    },
  )
}
