import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'

/** Test helpers for uploads (not a test file itself). */

export type FormPart = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer }

export function multipart(parts: readonly FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = '----hapdexTestBoundary7MA4YWxkTrZu0gW'
  const chunks: Buffer[] = []
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`
    chunks.push(Buffer.from(head, 'utf8'))
    if (!('value' in part)) chunks.push(part.data, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

export function uploadRequest(app: FastifyInstance, authorization: string | undefined, parts: readonly FormPart[]) {
  const { payload, contentType } = multipart(parts)
  return app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { 'content-type': contentType, ...(authorization === undefined ? {} : { authorization }) },
    payload,
  })
}

export const imagePart = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): FormPart[] => [
  { name: 'type', value: '1' },
  { name: 'file', filename, contentType, data },
]

export async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer()
}

/** A JPEG carrying EXIF with a marker string, so a test can see the metadata go. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 10, g: 200, b: 10 } } })
    .withExif({ IFD0: { Copyright: 'SECRET-GPS-MARKER' } })
    .jpeg()
    .toBuffer()
}

/** Uploads one small png as `authorization` and answers its save_path. */
export async function uploadTinyPng(app: FastifyInstance, authorization: string): Promise<string> {
  const response = await uploadRequest(app, authorization, imagePart(await tinyPng()))
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`)
  return (response.json() as { data: { save_path: string } }).data.save_path
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  // The CRC is not checked before decoding; a fixed value keeps the helper small.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)])
}

/** A few hundred bytes that claim 100,000 × 100,000 pixels. */
export function pixelBombPng(): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(100_000, 0)
  ihdr.writeUInt32BE(100_000, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', Buffer.alloc(64)), pngChunk('IEND', Buffer.alloc(0))])
}

/** A valid png with HTML in a text chunk, as a polyglot would carry it. */
export async function pngWithScriptChunk(): Promise<Buffer> {
  const png = await tinyPng()
  const iendAt = png.length - 12
  return Buffer.concat([png.subarray(0, iendAt), pngChunk('tEXt', Buffer.from('Comment\0<html><script>alert(1)</script></html>', 'latin1')), png.subarray(iendAt)])
}
