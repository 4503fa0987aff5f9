import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureChain } from '../test/chainConfigFixture.ts'
import { fakeApi, ok } from '../test/signedIn.tsx'
import { createQueryClient } from './queryClient.ts'
import { siteConfigQueryOptions, useSiteConfig } from './siteConfig.ts'

function Domain() {
  const config = useSiteConfig()
  return <p>{config.data?.domain ?? 'loading'}</p>
}

describe('the site config', () => {
  it('is requested once, however often the screens reading it mount and unmount while it arrives', async () => {
    let answer: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => (answer = resolve))
    const server = fakeApi(async (path) => {
      if (path !== '/api/basic/config') return undefined
      await arrived
      return ok({ domain: 'https://hapdex.example', image_domain: '', chat_url: '', chain: fixtureChain })
    })
    const queryClient = createQueryClient()
    const fetched = queryClient.fetchQuery(siteConfigQueryOptions())
    // A screen reads it, goes (its last reader: the fetch has no one waiting), and another comes.
    const first = render(<QueryClientProvider client={queryClient}><Domain /></QueryClientProvider>)
    first.unmount()
    render(<QueryClientProvider client={queryClient}><Domain /></QueryClientProvider>)
    answer()
    await waitFor(() => expect(screen.getByText('https://hapdex.example')).toBeTruthy())
    await fetched
    expect(server.calls.filter((call) => call.path === '/api/basic/config')).toHaveLength(1)
  })
})
