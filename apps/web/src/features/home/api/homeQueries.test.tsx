import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useDailyChart } from './tokenChart.ts'
import { useQuotes } from './tokenQuote.ts'

const painted = vi.hoisted(() => ({ value: false }))
vi.mock('../../../lib/useAfterFirstPaint.ts', () => ({ useAfterFirstPaint: () => painted.value }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  painted.value = false
})

function renderWithClient<T>(hook: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return renderHook(hook, { wrapper })
}

// Below the banner, they must not share a slow link with the banner's image (the home screen's largest paint).
describe.each([
  ['the chart', useDailyChart, '/api/token/chart?token_key=BGC&day=30'],
  ['the quotes', useQuotes, '/api/token/quote'],
])('the home screen asks for %s', (_, useData, url) => {
  it('only once the first screen has painted, showing it as loading until then', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 200, msg: 'success', data: {} }))
    vi.stubGlobal('fetch', fetchMock)
    const { result, rerender } = renderWithClient(() => useData())
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(result.current.isPending).toBe(true)
    painted.value = true
    rerender()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(url, expect.anything()))
  })
})
