import { describe, expect, it } from 'vitest'
import { paths, routeNameOfPath } from './paths.ts'

describe('routeNameOfPath', () => {
  it('finds a route as the router matches it: any case, with or without a trailing slash', () => {
    expect(routeNameOfPath(paths.SwapV2)).toBe('SwapV2')
    expect(routeNameOfPath('/next/swapv2/')).toBe('SwapV2')
    expect(routeNameOfPath('/MintPool')).toBe('MintPool')
    expect(routeNameOfPath('/MintPool/MintCenter')).toBe('MintCenter')
  })

  it('keeps the crossed earn and iso paths', () => {
    expect(routeNameOfPath('/iso')).toBe('earn')
    expect(routeNameOfPath('/earn')).toBe('iso')
  })

  it('names no route for the root or an unknown path', () => {
    expect(routeNameOfPath('/')).toBeUndefined()
    expect(routeNameOfPath('')).toBeUndefined()
    expect(routeNameOfPath('/no/such/page')).toBeUndefined()
  })
})
