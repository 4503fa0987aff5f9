import { describe, expect, it } from 'vitest'
import { inviteLink } from './inviteLink.ts'

describe('inviteLink', () => {
  it('is origin + pathname + # + Index path + invite_code query', () => {
    expect(inviteLink({ origin: 'https://hapdex.app', pathname: '/' }, '/Index', 'AB12CD')).toBe('https://hapdex.app/#/Index?invite_code=AB12CD')
    expect(inviteLink({ origin: 'http://127.0.0.1:8080', pathname: '/app/index.html' }, '/Index', 'x y')).toBe(
      'http://127.0.0.1:8080/app/index.html#/Index?invite_code=x%20y',
    )
  })
})
