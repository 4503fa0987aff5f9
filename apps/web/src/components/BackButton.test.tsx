import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import '../i18n/i18n.ts'
import { BackButton } from './BackButton.tsx'

function renderAt(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/Index', element: <Link to="/Next/gongao">notices</Link> },
      { path: '/Next/gongao', element: <BackButton fallback="/Index" /> },
    ],
    { initialEntries },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('BackButton', () => {
  afterEach(cleanup)

  it('goes one step back through the app history', () => {
    const router = renderAt(['/Index'])
    fireEvent.click(screen.getByText('notices'))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(router.state.location.pathname).toBe('/Index')
    expect(router.state.historyAction).toBe('POP')
  })

  it('goes up to its parent when the visit started on this page', () => {
    const router = renderAt(['/Next/gongao'])
    fireEvent.click(screen.getByTestId('back-button'))
    expect(router.state.location.pathname).toBe('/Index')
  })
})
