import { describe, expect, it } from 'vitest'
import { readImageHeader } from './imageHeader.ts'
import { jpegWithExif, pixelBombPng, pngWithScriptChunk, tinyPng } from './uploadTestKit.ts'

describe('readImageHeader', () => {
  it('reads png and jpeg dimensions from the header', async () => {
    expect(readImageHeader(await tinyPng())).toEqual({ format: 'png', width: 4, height: 3 })
    expect(readImageHeader(await jpegWithExif())).toEqual({ format: 'jpeg', width: 4, height: 3 })
    expect(readImageHeader(pixelBombPng())).toEqual({ format: 'png', width: 100_000, height: 100_000 })
  })

  it('refuses what is not a png or jpeg by its bytes', () => {
    expect(readImageHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe('not_an_image')
    expect(readImageHeader(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBe('not_an_image')
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBe('not_an_image')
  })

  it('refuses truncated pngs and polyglots', async () => {
    const png = await tinyPng()
    expect(readImageHeader(png.subarray(0, png.length - 5))).toBe('not_an_image')
    expect(readImageHeader(Buffer.concat([png, Buffer.from('PK\x03\x04 trailing zip')]))).toBe('polyglot')
    expect(readImageHeader(await pngWithScriptChunk())).toBe('polyglot')
    const jpeg = await jpegWithExif()
    expect(readImageHeader(Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]))).toBe('polyglot')
  })
})
