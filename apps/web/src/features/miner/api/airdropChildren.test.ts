import { afterEach, describe, expect, it, vi } from 'vitest'
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query'
import { airdropChildrenQueryOptions } from './airdropChildren.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const invitee = (index: number) => ({ address: `0x${index.toString(16).padStart(40, '0')}`, is_get: 0, miner_status: 0, miner_status_txt: 'Idle' })

/** A server holding `total` invitees that answers page 1 with the asked page size. */
function serverWith(total: number) {
  const fetchMock = vi.fn(async (url: string) => {
    const query = new URL(url, 'http://local').searchParams
    const size = Number(query.get('page_size'))
    const list = Array.from({ length: Math.min(size, total) }, (_, index) => invitee(index + 1))
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list, page: 1, page_size: size } }), { status: 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  const asked = () => fetchMock.mock.calls.map(([url]) => Object.fromEntries(new URL(url, 'http://local').searchParams))
  return { asked }
}

describe('airdrop children query', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('re-reads page 1 with 10 more rows each time, keeps only the newest answer, and stops at a short page', async () => {
    const { asked } = serverWith(25)
    const observer = new InfiniteQueryObserver(new QueryClient(), airdropChildrenQueryOptions(account, 2))
    const first = await observer.refetch()
    expect(first.data?.pages.flatMap((page) => page.list)).toHaveLength(10)
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    const second = await observer.fetchNextPage()
    expect(second.data?.pages.flatMap((page) => page.list)).toHaveLength(20)
    const third = await observer.fetchNextPage()
    expect(third.data?.pages.flatMap((page) => page.list)).toHaveLength(25)
    expect(third.hasNextPage).toBe(false)
    expect(asked()).toEqual([
      { level: '2', page: '1', page_size: '10' },
      { level: '2', page: '1', page_size: '20' },
      { level: '2', page: '1', page_size: '30' },
    ])
  })

  it('refetches the grown list with one request at its current size', async () => {
    const { asked } = serverWith(40)
    const observer = new InfiniteQueryObserver(new QueryClient(), airdropChildrenQueryOptions(account, 1))
    await observer.refetch()
    await observer.fetchNextPage()
    const again = await observer.refetch()
    expect(again.data?.pages.flatMap((page) => page.list)).toHaveLength(20)
    expect(asked().map((query) => query.page_size)).toEqual(['10', '20', '20'])
  })
})
