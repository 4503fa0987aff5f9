import { describe, expect, it } from 'vitest'
import { CANONICAL_JSON_MAX_DEPTH, CanonicalJsonDepthError, canonicalJson, operatorActionTypedData } from './operatorAction.ts'

describe('canonical JSON of an operator body', () => {
  it('sorts keys at every depth and leaves undefined fields out, as JSON.stringify sends them', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined }, e: 'x' })).toBe('{"a":{"d":[{"y":2,"z":1}]},"b":1,"e":"x"}')
    expect(canonicalJson({ amount: '1.000000000000000007', token_id: 2 })).toBe(canonicalJson({ token_id: 2, amount: '1.000000000000000007' }))
    expect(canonicalJson(undefined)).toBe('null')
  })

  it('refuses a body nested past the limit instead of walking it to the end of the stack', () => {
    let deepest: unknown = 1
    for (let n = 0; n < CANONICAL_JSON_MAX_DEPTH; n++) deepest = [deepest]
    expect(() => canonicalJson(deepest)).not.toThrow()
    expect(() => canonicalJson([deepest])).toThrow(CanonicalJsonDepthError)
  })

  it('names the chain in the typed data, so a signature for one chain is not one for another', () => {
    const message = { action: '/admin/treasury/credit', payload: '{}', nonce: `0x${'1'.repeat(64)}` as const, expires: 1n }
    expect(operatorActionTypedData(56, message).domain).toEqual({ name: 'hapdex console', version: '1', chainId: 56 })
    expect(operatorActionTypedData(97, message).domain.chainId).toBe(97)
  })
})
