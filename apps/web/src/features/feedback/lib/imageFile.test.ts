import { describe, expect, it } from 'vitest'
import { checkImageFile, imageFileProblem } from './imageFile.ts'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])

describe('image file check', () => {
  it('accepts png and jpeg by their bytes', () => {
    expect(imageFileProblem(100, png)).toBeUndefined()
    expect(imageFileProblem(100, jpeg)).toBeUndefined()
  })

  it('refuses other bytes whatever the name says (d122)', async () => {
    expect(imageFileProblem(100, new TextEncoder().encode('<svg xmlns'))).toBe('d122')
    expect(imageFileProblem(100, new TextEncoder().encode('GIF89a..'))).toBe('d122')
    expect(await checkImageFile(new File(['<svg/>'], 'photo.png', { type: 'image/png' }))).toBe('d122')
  })

  it('refuses files over 10,240,000 bytes (d124)', () => {
    expect(imageFileProblem(10_240_000, png)).toBeUndefined()
    expect(imageFileProblem(10_240_001, png)).toBe('d124')
  })

  it('reads the head of a real file', async () => {
    expect(await checkImageFile(new File([png, new Uint8Array(20)], 'x.bin'))).toBeUndefined()
  })
})
