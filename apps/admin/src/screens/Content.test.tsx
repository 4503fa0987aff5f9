import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Content } from './Content.tsx'

describe('the notices and banners screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('previews a notice sanitised as the app shows it, saves the HTML as written, and uploads a banner image', async () => {
    const posts: Array<{ url: string; body: Record<string, unknown> }> = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/upload/image') {
          expect((init.body as FormData).get('type')).toBe('1')
          return ok({ save_path: '/uploads/0123456789abcdef0123456789abcdef.png' })
        }
        if (init.method === 'POST') {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>
          posts.push({ url, body })
          return ok({ id: 9, group: 5, lang: body.lang, title: body.title, content: body.content, created_at: '2026-11-27T10:00:00.000Z' })
        }
        if (url.startsWith('/api/admin/banner/list')) return ok({ list: [{ id: 1, title: 'Swap', image: '/banners/swap.png', link: '#/swap', sort_order: 0, lang: null }] })
        return ok({ list: [], page: 1, page_size: 20 })
      }),
    )
    renderScreen(<Content />)
    expect(await screen.findByText('/banners/swap.png', {}, slow)).toBeTruthy()
    const html = '<p>Maintenance at 02:00</p><img src="x" onerror="window.pwned = 1"><script>window.pwned = 2</script><a href="javascript:alert(3)">here</a>'
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Maintenance' } })
    fireEvent.change(screen.getByLabelText('Content (HTML)'), { target: { value: html } })
    const preview = screen.getByTestId('notice-preview')
    expect(preview.textContent).toContain('Maintenance at 02:00')
    expect(preview.innerHTML).not.toContain('onerror')
    expect(preview.innerHTML).not.toContain('script')
    expect(preview.innerHTML).not.toContain('javascript:')
    expect((window as { pwned?: number }).pwned).toBeUndefined()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Notice 5 (en-US) saved.', {}, slow)).toBeTruthy()
    expect(posts[0]).toEqual({ url: '/api/admin/notice/save', body: { lang: 'en-US', title: 'Maintenance', content: html } })
    expect(screen.getByText('Editing group 5: saving in another language adds that translation.')).toBeTruthy()

    // An uploaded image becomes the banner's image path.
    fireEvent.change(screen.getByLabelText('Upload the image (png or jpeg)'), { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'b.png', { type: 'image/png' })] } })
    await vi.waitFor(() => expect((screen.getByLabelText('Image (/path or https URL)') as HTMLInputElement).value).toBe('/uploads/0123456789abcdef0123456789abcdef.png'), slow)
  })
})
