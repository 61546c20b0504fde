/** Team mode: users with scrypt passwords, the login mutation, expiring bearer tokens, createdBy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { print } from 'graphql'
import { startCaseServer, TEAM_USER_QUOTA_BYTES, type CaseServer } from '../../../src/server/index'
import { hashPassword, verifyPassword } from '../../../src/server/auth/password'
import {
  CaseDocumentManagerDocumentsDocument,
  CreateManyDocumentsDocument,
  LoginDocument,
  MeDocument,
  SignS3UploadsDocument,
} from '../../../src/shared/graphql/operations.generated'
import { gql, gqlOk, tempDir } from '../helpers'

describe('team mode', () => {
  let server: CaseServer
  const tmp = tempDir()

  beforeAll(async () => {
    server = await startCaseServer({
      dataDir: tmp.dir,
      team: true,
      seed: 'demo',
      tokenTtlSeconds: 2,
      users: [
        {
          fullName: 'Ada Reviewer',
          email: 'ada@example.com',
          password: 'correct horse',
          reviewer: true,
        },
        {
          fullName: 'Bob Clerk',
          email: 'bob@example.com',
          password: 'battery staple',
          cases: ['demo-case-1'],
        },
      ],
    })
  })
  afterAll(async () => {
    await server.close()
    await tmp.remove()
  })

  it('stores scrypt hashes, never passwords', async () => {
    const rows = await server.services.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'ada@example.com'",
    )
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(rows[0]!.password_hash).not.toContain('correct horse')
    const h = await hashPassword('pw-123456')
    expect(await verifyPassword('pw-123456', h)).toBe(true)
    expect(await verifyPassword('pw-1234567', h)).toBe(false)
  })

  it('gives each team user a 50 GiB quota by default', () => {
    expect(server.services.uploadLimits.userQuotaBytes).toBe(TEAM_USER_QUOTA_BYTES)
    expect(TEAM_USER_QUOTA_BYTES).toBe(50 * 1024 ** 3)
  })

  it('has no launch secret and refuses calls without a login', async () => {
    expect(server.mode).toBe('team')
    expect(server.token).toBeNull()
    expect((await gql(server.graphqlUrl, MeDocument, {}, null)).status).toBe(401)
    expect((await gql(server.graphqlUrl, MeDocument, {}, 'made-up')).status).toBe(401)
  })

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await gql(server.graphqlUrl, LoginDocument, {
      email: 'ada@example.com',
      password: 'nope',
    })
    const unknown = await gql(server.graphqlUrl, LoginDocument, {
      email: 'eve@example.com',
      password: 'nope',
    })
    expect(wrong.errors?.[0]?.message).toBe('Invalid email or password')
    expect(unknown.errors?.[0]?.message).toBe('Invalid email or password')
  })

  it('does not let login smuggle other fields past authentication', async () => {
    const res = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation L { login(email: "bob@example.com", password: "battery staple") { token } } query Q { me { id } }`,
        operationName: 'Q',
      }),
    })
    expect(res.status).toBe(401)
  })

  it('logs in, acts as the user (createdBy), and refuses the token once expired', async () => {
    const login = await gqlOk(server.graphqlUrl, LoginDocument, {
      email: 'BOB@example.com',
      password: 'battery staple',
    })
    const token = login.login.token
    expect(login.login.user).toMatchObject({ fullName: 'Bob Clerk', reviewer: false })
    expect(Date.parse(login.login.expiresAt)).toBeGreaterThan(Date.now())
    const stored = await server.services.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions',
    )
    expect(stored.map((s) => s.token_hash)).not.toContain(token)

    expect((await gqlOk(server.graphqlUrl, MeDocument, {}, token)).me.email).toBe('bob@example.com')
    const s = (
      await gqlOk(
        server.graphqlUrl,
        SignS3UploadsDocument,
        { input: { docs: [{ fileName: 'bob.csv', fileType: 'text/csv' }] } },
        token,
      )
    ).signS3Uploads[0]!
    await fetch(s.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body: 'a\n1\n',
    })
    const created = await gqlOk(
      server.graphqlUrl,
      CreateManyDocumentsDocument,
      {
        input: {
          documents: [
            {
              classId: 'demo-case-1',
              fileName: 'bob.csv',
              fileType: 'text/csv',
              directUploadKey: s.directUploadKey,
            },
          ],
        },
      },
      token,
    )
    const docs = await gqlOk(
      server.graphqlUrl,
      CaseDocumentManagerDocumentsDocument,
      { id: 'demo-case-1' },
      token,
    )
    const doc = docs.documents.nodes.find((d) => d.id === created.createManyDocuments[0]!.id)!
    expect(doc.createdBy).toEqual({ id: login.login.user.id, fullName: 'Bob Clerk' })

    await new Promise((r) => setTimeout(r, 2_300))
    const expired = await gql(server.graphqlUrl, MeDocument, {}, token)
    expect(expired.status).toBe(401)
    expect(print(MeDocument)).toContain('query Me')
  })
})
