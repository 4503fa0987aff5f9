import { programmeNames } from '@hapdex/core/programmes/programmeConfigs'
import { Refine } from '@refinedev/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataProvider } from '../api/dataProvider.ts'
import { Programmes } from './Programmes.tsx'

const slow = { timeout: 8000 }
const operator = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const config = { status: '1', begin_time: '', end_time: '', pay_amount: '100', hap_pay_amount: '200', hap_discount: '0.1', partner_discount: '0.2', foundation_discount: '0.15' }
const view = (version: number, values: Record<string, unknown>, history: unknown[] = []) => ({ code: 200, msg: 'ok', data: { name: 'sm', version, config: values, history } })

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
        <Routes>
          <Route path="/programmes/:name?" element={<Programmes />} />
        </Routes>
      </Refine>
    </MemoryRouter>,
  )
}

describe('the programme configuration screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("lists every programme of the registry, shows the server's message next to a refused field, and saves only the changed fields with the version read", async () => {
    let saved = false
    const bodies: unknown[] = []
    const fetcher = vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { config: Record<string, string> }
        bodies.push(body)
        if (body.config.hap_discount === '1.5') return json(400, { code: 400, msg: 'Invalid request: hap_discount: a discount below 1', data: null, error: 'bad_request' })
        saved = true
        return json(200, view(4, { ...config, ...body.config }))
      }
      expect(url).toBe('/api/admin/programmes/sm')
      const history = [{ version: 4, changed_by: operator, changed_at: '2026-11-27T10:00:00.000Z', old: { ...config }, new: { ...config, pay_amount: '100.000000000000000007' } }]
      return json(200, saved ? view(4, { ...config, pay_amount: '100.000000000000000007' }, history) : view(3, config))
    })
    vi.stubGlobal('fetch', fetcher)
    renderAt('/programmes/sm')

    const tabs = screen.getByRole('navigation', { name: 'Programmes' })
    expect(within(tabs).getAllByRole('link')).toHaveLength(programmeNames.length)
    expect(within(tabs).getByRole('link', { name: 'Member recruit' }).getAttribute('aria-current')).toBe('page')

    const payAmount = await screen.findByLabelText('pay_amount', {}, slow)
    expect((payAmount as HTMLInputElement).value).toBe('100')
    expect((screen.getByLabelText('status') as HTMLSelectElement).value).toBe('1')
    expect(screen.getByText('Never changed: the defaults are in force.')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('hap_discount'), { target: { value: '1.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('hap_discount: a discount below 1', {}, slow)).toBeTruthy()
    expect(screen.getByLabelText('hap_discount').getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(screen.getByLabelText('hap_discount'), { target: { value: '0.1' } })
    fireEvent.change(payAmount, { target: { value: '100.000000000000000007' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/Saved as version 4/, {}, slow)).toBeTruthy()
    expect(bodies.at(-1)).toEqual({ config: { pay_amount: '100.000000000000000007' }, version: 3 })
    const change = await screen.findByText('pay_amount: 100 → 100.000000000000000007', {}, slow)
    expect(change.closest('tr')?.textContent).toContain('0x709979…79C8')
    expect(((await screen.findByLabelText('pay_amount', {}, slow)) as HTMLInputElement).value).toBe('100.000000000000000007')
  })
})
