/** The browser shell's Host / Origin / session checks (DNS rebinding, CSRF). */
import { describe, expect, it } from 'vitest'
import {
  cookieValue,
  hasSession,
  isAllowedHost,
  isAllowedOrigin,
  sessionCookie,
} from '../../../src/main/browser-shell/request-guard'

describe('browser shell request guard', () => {
  it('accepts only our own loopback host and port', () => {
    expect(isAllowedHost('127.0.0.1:5000', 5000)).toBe(true)
    expect(isAllowedHost('localhost:5000', 5000)).toBe(true)
    expect(isAllowedHost('127.0.0.1:5001', 5000)).toBe(false)
    expect(isAllowedHost('evil.example:5000', 5000)).toBe(false)
    expect(isAllowedHost('127.0.0.1', 5000)).toBe(false)
    expect(isAllowedHost(undefined, 5000)).toBe(false)
  })

  it('refuses a foreign Origin, accepts ours or none', () => {
    expect(isAllowedOrigin(undefined, 5000)).toBe(true)
    expect(isAllowedOrigin('http://127.0.0.1:5000', 5000)).toBe(true)
    expect(isAllowedOrigin('http://127.0.0.1:5001', 5000)).toBe(false)
    expect(isAllowedOrigin('https://127.0.0.1:5000', 5000)).toBe(false)
    expect(isAllowedOrigin('null', 5000)).toBe(false)
    expect(isAllowedOrigin('http://evil.example', 5000)).toBe(false)
  })

  it('requires this launch’s session cookie', () => {
    expect(cookieValue('a=1; cdm_session=xyz; b=2', 'cdm_session')).toBe('xyz')
    expect(hasSession('a=1; cdm_session=secret', 'secret')).toBe(true)
    expect(hasSession('cdm_session=secreT', 'secret')).toBe(false)
    expect(hasSession('cdm_session=secret-longer', 'secret')).toBe(false)
    expect(hasSession('other=secret', 'secret')).toBe(false)
    expect(hasSession(undefined, 'secret')).toBe(false)
    expect(sessionCookie('s')).toBe('cdm_session=s; Path=/; HttpOnly; SameSite=Strict')
  })
})
