import { describe, expect, it } from 'vitest'
import { responseMediaType } from '../../../src/server/http/media-type'

describe('the media type of a GraphQL response', () => {
  it('answers graphql-response+json only to clients that ask for it', () => {
    expect(responseMediaType('application/graphql-response+json')).toBe(
      'application/graphql-response+json',
    )
    expect(responseMediaType('application/graphql-response+json, application/json;q=0.9')).toBe(
      'application/graphql-response+json',
    )
    expect(responseMediaType('application/json;q=0.9, application/graphql-response+json')).toBe(
      'application/graphql-response+json',
    )
    expect(responseMediaType('application/json, application/graphql-response+json')).toBe(
      'application/json',
    )
  })

  it('answers application/json to JSON, wildcards and no Accept at all', () => {
    for (const accept of [
      undefined,
      '',
      'application/json',
      '*/*',
      'application/*',
      'text/html, */*;q=0.8',
    ]) {
      expect(responseMediaType(accept), String(accept)).toBe('application/json')
    }
    expect(responseMediaType('application/json; charset=utf-8')).toBe('application/json')
  })

  it('finds nothing acceptable for other types, q=0 or another charset', () => {
    expect(responseMediaType('text/html')).toBeNull()
    expect(responseMediaType('application/json;q=0')).toBeNull()
    expect(responseMediaType('application/graphql-response+json; charset=latin1')).toBeNull()
  })
})
