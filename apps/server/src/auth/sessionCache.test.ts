import { describe, expect, it } from 'vitest'
import { createSessionCache } from './sessionCache.ts'

const user = (tokenHash: string) => ({ id: 1, address: '0x0000000000000000000000000000000000000001', tokenHash, console: false })
const far = new Date(10_000_000)

describe('session cache', () => {
  it('serves an entry for the TTL only', () => {
    const cache = createSessionCache(5_000)
    cache.set(user('a'), far, 1_000)
    expect(cache.get('a', 5_999)).toEqual(user('a'))
    expect(cache.get('a', 6_000)).toBeUndefined()
  })

  it('never serves a session past its own expiry', () => {
    const cache = createSessionCache(5_000)
    cache.set(user('a'), new Date(2_000), 1_000)
    expect(cache.get('a', 1_999)).toBeDefined()
    expect(cache.get('a', 2_000)).toBeUndefined()
  })

  it('forgets an evicted token at once', () => {
    const cache = createSessionCache(5_000)
    cache.set(user('a'), far, 1_000)
    cache.evict('a')
    expect(cache.get('a', 1_001)).toBeUndefined()
  })

  it('drops the oldest entry when full, and caches nothing with a TTL of 0', () => {
    const cache = createSessionCache(5_000, 2)
    for (const hash of ['a', 'b', 'c']) cache.set(user(hash), far, 1_000)
    expect(cache.get('a', 1_001)).toBeUndefined()
    expect(cache.get('c', 1_001)).toBeDefined()
    const off = createSessionCache(0)
    off.set(user('a'), far, 1_000)
    expect(off.get('a', 1_000)).toBeUndefined()
  })

  it('evicts every session of an address, in any letter case, and everything on clear', () => {
    const cache = createSessionCache(5_000)
    const other = { ...user('c'), address: '0x0000000000000000000000000000000000000002' }
    cache.set({ ...user('a'), address: '0x000000000000000000000000000000000000000A' }, far, 1_000)
    cache.set({ ...user('b'), address: '0x000000000000000000000000000000000000000a' }, far, 1_000)
    cache.set(other, far, 1_000)
    cache.evictAddress('0x000000000000000000000000000000000000000a')
    expect([cache.get('a', 1_001), cache.get('b', 1_001), cache.get('c', 1_001)]).toEqual([undefined, undefined, other])
    cache.clear()
    expect(cache.get('c', 1_001)).toBeUndefined()
  })

  it('does not cache a session read before an eviction that came while the read was under way', () => {
    const cache = createSessionCache(5_000)
    const readSince = cache.generation()
    cache.evict('a')
    cache.set(user('a'), far, 1_000, readSince)
    expect(cache.get('a', 1_001)).toBeUndefined()
    cache.set(user('a'), far, 1_000, cache.generation())
    expect(cache.get('a', 1_001)).toBeDefined()
  })
})
