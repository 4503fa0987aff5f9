import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../i18n/i18n.ts'
import { getToasts } from '../../lib/toast.ts'
import { SideMenu } from './SideMenu.tsx'

function renderMenu(onClose: () => void) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }))))
  const router = createMemoryRouter([{ path: '*', element: <SideMenu open onClose={onClose} chatUrl="" /> }], { initialEntries: ['/Index'] })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('SideMenu', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it.each(['menu-lottery', 'menu-bridge', 'menu-chat'])('%s is not open: a neutral info toast, and the menu closes', (testId) => {
    const onClose = vi.fn()
    renderMenu(onClose)
    const before = getToasts().length
    fireEvent.click(screen.getByTestId(testId))
    expect(onClose).toHaveBeenCalledOnce()
    expect(getToasts().slice(before)).toEqual([expect.objectContaining({ kind: 'info', message: 'This feature is not open yet' })])
  })

  it('reaches feedback', () => {
    const onClose = vi.fn()
    const router = renderMenu(onClose)
    fireEvent.click(screen.getByRole('button', { name: 'Feedback' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(router.state.location.pathname).toBe('/Next/fankui')
  })
})
