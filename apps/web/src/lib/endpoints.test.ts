import { describe, expect, it } from 'vitest'
import * as endpoints from './endpoints.ts'

describe('lazy endpoints', () => {
  it.each(Object.entries(endpoints))('%s names its contract’s method and path', async (_name, endpoint) => {
    const contract = await endpoint.load()
    expect({ method: endpoint.method, path: endpoint.path }).toEqual({ method: contract.method, path: contract.path })
  })
})
