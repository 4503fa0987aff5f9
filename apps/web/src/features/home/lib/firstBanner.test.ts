import { describe, expect, it } from 'vitest'
import { firstBannerImage } from './firstBanner.ts'

describe('firstBannerImage', () => {
  it('reads the first banner’s image from the list’s answer', () => {
    const body = { code: 200, msg: 'success', data: { list: [{ id: 1, image: '/banners/banner1.svg' }, { id: 2, image: '/banners/banner2.svg' }] } }
    expect(firstBannerImage(body)).toBe('/banners/banner1.svg')
  })

  it.each([
    ['no answer', null],
    ['an error answer', { code: 500, msg: 'x' }],
    ['an empty list', { data: { list: [] } }],
    ['a list that is not one', { data: { list: { image: '/a.svg' } } }],
    ['an image that is not text', { data: { list: [{ image: 7 }] } }],
  ])('is undefined for %s', (_, body) => {
    expect(firstBannerImage(body)).toBeUndefined()
  })
})
