import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Link, MemoryRouter, Outlet } from 'react-router'
import '../../i18n/i18n.ts'
import { AppRoutes } from '../router.tsx'
import { RouteErrorBoundary } from './RouteError.tsx'

function Broken(): never {
  throw new Error('screen failed')
}

function Layout() {
  return (
    <>
      <Link to="/fine">to a working screen</Link>
      <Outlet />
    </>
  )
}

const routes = [
  {
    element: <Layout />,
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/fine', element: <p>working screen</p> },
        ],
      },
    ],
  },
]

describe('RouteErrorBoundary', () => {
  afterEach(cleanup)

  it('shows the route error inside the layout, and the next route renders again', () => {
    // React reports the caught error on the console; the boundary's job is what the reader sees.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    )
    expect(screen.getByTestId('route-error')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'to a working screen' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'to a working screen' }))
    expect(screen.queryByTestId('route-error')).toBeNull()
    expect(screen.getByText('working screen')).toBeTruthy()
    consoleError.mockRestore()
  })
})
