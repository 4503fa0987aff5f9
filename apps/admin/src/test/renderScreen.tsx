import { Refine } from '@refinedev/core'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { dataProvider } from '../api/dataProvider.ts'

/** A screen inside Refine and a router, as the app mounts it; the shared 2-core machine renders slowly the first time. */
export function renderScreen(screen: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
        {screen}
      </Refine>
    </MemoryRouter>,
  )
}

export const slow = { timeout: 8000 }
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
export const ok = (data: unknown) => json(200, { code: 200, msg: 'ok', data })
