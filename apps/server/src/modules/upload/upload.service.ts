import { randomBytes } from 'node:crypto'
import { MAX_UPLOAD_PIXELS } from '@hapdex/core/api/upload'
import sharp from 'sharp'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { readImageHeader, type ImageHeader } from './imageHeader.ts'
import { insertUpload } from './upload.repo.ts'

export const UPLOAD_URL_PREFIX = '/uploads/'
/** The names storeImage gives: anything else under UPLOAD_URL_PREFIX was never stored. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg)$/

export const uploadFormats = {
  png: { contentType: 'image/png', extension: 'png', names: ['png'], mimeTypes: ['image/png'] },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', names: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
} as const

export interface IncomingImage {
  bytes: Buffer
  filename: string
  mimetype: string
}

/**
 * Trusts nothing the client says: the bytes decide the format, and the name and declared type
 * must agree with them. Dimensions come from the header before any decoding, so a small file
 * that inflates to gigapixels is refused without allocating them.
 */
export function checkImage(image: IncomingImage): ImageHeader {
  const header = readImageHeader(image.bytes)
  if (header === 'not_an_image' || header === 'polyglot') throw new ApiError('upload.type_invalid', { detail: header })
  const format = uploadFormats[header.format]
  const extension = image.filename.toLowerCase().split('.').pop() ?? ''
  const namesMatch = (format.names as readonly string[]).includes(extension)
  const typeMatches = (format.mimeTypes as readonly string[]).includes(image.mimetype.toLowerCase())
  if (!namesMatch || !typeMatches) throw new ApiError('upload.type_invalid', { detail: 'name or type differs from the content' })
  if (header.width === 0 || header.height === 0) throw new ApiError('upload.type_invalid', { detail: 'empty image' })
  if (header.width * header.height > MAX_UPLOAD_PIXELS) throw new ApiError('upload.too_many_pixels')
  return header
}

/** Decodes and encodes afresh: metadata (EXIF, GPS, text chunks) and anything smuggled in are gone. */
async function reencode(bytes: Buffer, header: ImageHeader): Promise<Buffer> {
  // rotate() applies the EXIF orientation before the EXIF block is dropped.
  const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate()
  try {
    return header.format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 88 }).toBuffer()
  } catch (cause) {
    throw new ApiError('upload.type_invalid', { detail: 'the image cannot be decoded', cause })
  }
}

/** Into the database (decision 0050): every process serves it, and the backup holds it. */
export async function storeImage(db: Db, userId: number, image: IncomingImage): Promise<{ save_path: string }> {
  const header = checkImage(image)
  const clean = await reencode(image.bytes, header)
  const format = uploadFormats[header.format]
  const savePath = `${UPLOAD_URL_PREFIX}${randomBytes(16).toString('hex')}.${format.extension}`
  await insertUpload(db, { userId, savePath, contentType: format.contentType, content: clean })
  return { save_path: savePath }
}

/** Which of `paths` are this user's uploads. */
export async function ownUploads(db: Db, userId: number, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set()
  const rows = await db.selectFrom('uploads').select('save_path').where('user_id', '=', userId).where('save_path', 'in', paths).execute()
  return new Set(rows.map((row) => row.save_path))
}
