import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useConnection } from '../../app/ConnectionProvider'
import { getNativeApi } from '../../app/native'
import { useSettings } from '../../app/SettingsProvider'
import { NativeCallError } from '../../native'
import { loginErrorMessage } from './model/login-error'
import './team.css'

/**
 * Team server: sign in with the server's address, an e-mail and a password (`team.login`), or go
 * back to the cases on this computer (`team.logout`). The app reloads on the new server once the
 * switch is done (the page's allowed origins change with it).
 */
export function TeamServerPage(): React.JSX.Element {
  const connection = useConnection()
  const { settings } = useSettings()
  const team = connection.mode === 'team' ? settings?.teamServer : null
  const [url, setUrl] = useState(settings?.teamServer?.url ?? '')
  const [email, setEmail] = useState(settings?.teamServer?.email ?? '')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const signIn = async (e: React.FormEvent): Promise<void> => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await getNativeApi().call('team.login', { url: url.trim(), email: email.trim(), password })
      setPassword('')
    } catch (err) {
      const apiError =
        err instanceof NativeCallError ? err : { code: 'internal' as const, message: String(err) }
      setError(loginErrorMessage(apiError, url.trim()))
    } finally {
      setBusy(false)
    }
  }
  const signOut = async (): Promise<void> => {
    setBusy(true)
    try {
      await getNativeApi().call('team.logout', {})
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="page team-page" data-testid="team-page">
      <h1 className="page-title">Team server</h1>
      <Card className="team-card">
        {team ? (
          <div data-testid="team-connected">
            <p>
              Signed in to <strong>{new URL(team.url).host}</strong> as{' '}
              <strong>{team.email}</strong>. The cases you see are the team’s.
            </p>
            <div className="team-actions">
              <Link to="/">Open the cases</Link>
              <Button icon="log-out" onClick={() => void signOut()} loading={busy}>
                Sign out and use this computer’s cases
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={(e) => void signIn(e)} aria-label="Sign in to a team server" noValidate>
            <p className="muted">
              You are working with the cases on this computer. Sign in to work with your team’s
              cases on a shared server.
            </p>
            <FormGroup label="Server address" labelFor="team-url">
              <InputGroup
                id="team-url"
                type="url"
                placeholder="https://cases.example.com"
                value={url}
                onValueChange={setUrl}
                autoComplete="url"
              />
            </FormGroup>
            <FormGroup label="E-mail" labelFor="team-email">
              <InputGroup
                id="team-email"
                type="email"
                value={email}
                onValueChange={setEmail}
                autoComplete="username"
              />
            </FormGroup>
            <FormGroup label="Password" labelFor="team-password">
              <InputGroup
                id="team-password"
                type="password"
                value={password}
                onValueChange={setPassword}
                autoComplete="current-password"
              />
            </FormGroup>
            {error ? (
              <Callout intent="danger" compact className="team-error" data-testid="team-error">
                {error}
              </Callout>
            ) : null}
            <Button
              type="submit"
              intent="primary"
              icon="log-in"
              loading={busy}
              disabled={url.trim() === '' || email.trim() === '' || password === ''}
            >
              Sign in
            </Button>
          </form>
        )}
      </Card>
    </div>
  )
}
