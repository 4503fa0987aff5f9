import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { editedFields, Nft } from './Nft.tsx'

const LOGO = '/uploads/0123456789abcdef0123456789abcdef.png'
const bronze = { id: 1, name: 'Bronze', logo: LOGO, price: '100', production: '300.000000000000000007', hold_limit: 3, hapc_rate: '0.3', status: '1' as const }

describe('the NFT types screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lists the types with their tokens, adds one with an uploaded logo, and edits only what changed', async () => {
    const posts: Array<[string, Record<string, unknown>]> = []
    let list = [bronze]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/admin/programmes/nft') return ok({ name: 'nft', version: 1, config: { reward_token: 'HAP' }, history: [] })
        if (url === '/api/upload/image') return ok({ save_path: LOGO })
        if (init.method !== 'POST') return ok({ list })
        const body = JSON.parse(String(init.body)) as Record<string, unknown>
        posts.push([url, body])
        if (url === '/api/admin/nft/types') {
          const added = { ...bronze, ...body, id: 2 } as typeof bronze
          list = [...list, added]
          return ok(added)
        }
        if (body.name === 'Gold') return json(409, { code: 409, msg: 'The same key was used for another type', data: null, error: 'programme.idempotency_conflict' })
        list = list.map((type) => (type.id === body.id ? { ...type, ...body } : type))
        return ok(list.find((type) => type.id === body.id))
      }),
    )
    renderScreen(<Nft />)
    const row = (await screen.findByText('1 · Bronze', {}, slow)).closest('tr')!
    expect(await within(row).findByText('300.000000000000000007 HAP', {}, slow)).toBeTruthy()
    expect(row.textContent).toContain('100 USD')
    expect(row.textContent).toContain('On sale')

    // A new type without a logo: the schema names the field, nothing is sent.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Silver' } })
    fireEvent.change(screen.getByLabelText('Price (USD)'), { target: { value: '10.5' } })
    fireEvent.change(screen.getByLabelText('Daily production (HAP)'), { target: { value: '33.333333333333333333' } })
    fireEvent.change(screen.getByLabelText('Holding limit per user'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('HAPC share of the price (0 to 1)'), { target: { value: '0.25' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add the type' }))
    expect((await screen.findByText(/^logo: /, {}, slow)).id).toBe('nft-logo-error')
    expect(posts).toEqual([])

    fireEvent.change(screen.getByLabelText('Upload a logo (png or jpeg)'), { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] } })
    expect((await screen.findByAltText('Logo preview', {}, slow)).getAttribute('src')).toBe(LOGO)
    fireEvent.click(screen.getByRole('button', { name: 'Add the type' }))
    expect(await screen.findByText('NFT type 2 (Silver) added.', {}, slow)).toBeTruthy()
    expect(posts[0]![1]).toMatchObject({ name: 'Silver', logo: LOGO, price: '10.5', production: '33.333333333333333333', hold_limit: 2, hapc_rate: '0.25', status: '1' })
    expect(String(posts[0]![1].idempotency_key)).toMatch(/^console-/)
    expect(await screen.findByText('2 · Silver', {}, slow)).toBeTruthy()

    fireEvent.click(within(screen.getByText('1 · Bronze').closest('tr')!).getByRole('button', { name: 'Edit' }))
    expect(screen.getByRole('heading', { name: 'Edit NFT type 1' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Holding limit per user'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByText(/^hold_limit: Too small/, {}, slow)).id).toBe('nft-hold_limit-error')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Gold' } })
    fireEvent.change(screen.getByLabelText('Holding limit per user'), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByText('The same key was used for another type', {}, slow)).getAttribute('role')).toBe('alert')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bronze' } })
    fireEvent.change(screen.getByLabelText('Holding limit per user'), { target: { value: '5' } })
    fireEvent.change(screen.getByLabelText('Sale'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('NFT type 1 (Bronze) saved; NFTs already held keep their production.', {}, slow)).toBeTruthy()
    expect(posts.slice(1).map(([url, body]) => [url, body])).toEqual([
      ['/api/admin/nft/types/update', { id: 1, name: 'Gold' }],
      ['/api/admin/nft/types/update', { id: 1, hold_limit: 5, status: '0' }],
    ])
    expect(await within(screen.getByText('1 · Bronze').closest('tr')!).findByText('Withdrawn', {}, slow)).toBeTruthy()
  })

  it('shows an empty list, and why the list could not be read', async () => {
    let fail = true
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === '/api/admin/nft/types' && fail ? json(500, { code: 500, msg: 'database unavailable', data: null }) : ok(url === '/api/admin/nft/types' ? { list: [] } : { name: 'nft', version: 0, config: {}, history: [] }))))
    renderScreen(<Nft />)
    expect(await screen.findByText('Could not load: database unavailable', {}, slow)).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Nothing here.', {}, slow)).toBeTruthy()
  })

  it('sends only the fields an edit changed', () => {
    const draft = { id: 1, name: 'Bronze', logo: LOGO, price: '100', production: '300.000000000000000007', hold_limit: '3', hapc_rate: '0.3', status: '1' as const }
    expect(editedFields(bronze, draft)).toEqual({})
    expect(editedFields(bronze, { ...draft, price: ' 120 ', hold_limit: 'three' })).toEqual({ price: '120', hold_limit: 'three' })
  })
})
