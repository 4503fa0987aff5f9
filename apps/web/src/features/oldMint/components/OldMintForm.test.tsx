import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import '../../../i18n/i18n.ts'
import { createQueryClient } from '../../../lib/queryClient.ts'
import { signedInEachTest } from '../../../test/signedIn.tsx'
import { getToasts } from '../../../lib/toast.ts'
import { OldMintForm } from './OldMintForm.tsx'


/** A server with this referrer and 1000 HAP left to mint; records every call. */
function serverWith(parentId: number) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://local').pathname
      calls.push(`${init.method ?? 'GET'} ${path}`)
      const data =
        path === '/api/product/config'
          ? { status: '1', can_buy: '1000', limit: '10000', token: 'HAP', release_multiple: '2', daily_release_rate: '0.01', parent_id: parentId }
          : { token: 'HAP', token_id: 1, logo: '', decimals: 18, contract: '0x0', usable: '5000', frozen: '0', balance: '5000' }
      return new Response(JSON.stringify({ code: 200, msg: 'success', data }), { status: 200 })
    }),
  )
  return calls
}

async function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OldMintForm />
    </QueryClientProvider>,
  )
  return { input: await screen.findByTestId('old-mint-amount'), button: screen.getByTestId<HTMLButtonElement>('old-mint-submit') }
}

describe('OldMintForm', () => {
  signedInEachTest()

  it('says what is wrong with the amount as it is typed, with Mint disabled, before any tap', async () => {
    serverWith(7)
    const { input, button } = await renderForm()
    const shown = (text: string) => {
      fireEvent.change(input, { target: { value: text } })
      return { label: button.textContent, disabled: button.disabled, invalid: input.getAttribute('aria-invalid') }
    }
    expect(shown('abc')).toEqual({ label: 'Enter a valid amount', disabled: true, invalid: 'true' })
    expect(shown('-5')).toEqual({ label: 'Enter a valid amount', disabled: true, invalid: 'true' })
    expect(shown('0')).toEqual({ label: 'The amount must be greater than 0', disabled: true, invalid: 'true' })
    expect(shown('1001')).toEqual({ label: 'You can mint at most 1,000', disabled: true, invalid: 'true' })
    expect(shown('')).toEqual({ label: 'Enter an amount', disabled: true, invalid: 'false' })
    expect(shown('500')).toEqual({ label: 'Mint', disabled: false, invalid: 'false' })
  })

  it('names the missing referrer on the tap (lang.d94) and sends nothing', async () => {
    const calls = serverWith(0)
    const { input, button } = await renderForm()
    fireEvent.change(input, { target: { value: '500' } })
    fireEvent.click(button)
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'Please bind a referrer before minting' })
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([])
  })
})
