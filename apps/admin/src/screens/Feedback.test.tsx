import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Feedback } from './Feedback.tsx'

const entry = (replies: unknown[]) => ({
  id: 12,
  category_id: 1,
  category: 'Bug',
  content: 'The swap button\\nstays grey',
  image_arr: ['/uploads/a.png'],
  reply_count: replies.length,
  created_time: '2026-11-27T09:00:00.000Z',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  replies,
})

describe('the feedback screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows each entry with its replies and sends a reply from its row', async () => {
    const posts: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (init.method === 'POST') {
          posts.push(String(init.body))
          return ok({ id: 3, content: 'Fixed in the next release', created_time: '2026-11-27T10:00:00.000Z' })
        }
        return ok({ list: [entry(posts.length === 0 ? [] : [{ id: 3, content: 'Fixed in the next release', created_time: '2026-11-27T10:00:00.000Z' }])], page: 1, page_size: 20 })
      }),
    )
    renderScreen(<Feedback />)
    expect(await screen.findByText('1 image(s) attached', {}, slow)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Reply to feedback 12'), { target: { value: 'Fixed in the next release' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(await screen.findByText('Reply to feedback 12 sent.', {}, slow)).toBeTruthy()
    expect(posts).toEqual(['{"id":12,"content":"Fixed in the next release"}'])
    expect((await screen.findByText('Fixed in the next release', {}, slow)).closest('p')?.textContent).toContain('Reply:')
  })
})
