import { z } from 'zod'
import { defineEndpoint } from './endpoint.ts'

/** Spec section 9: png, jpg or jpeg, each at most 10,240,000 bytes. */
export const MAX_UPLOAD_BYTES = 10_240_000
/** Decoded size guard against decompression bombs: 40 megapixels covers every phone camera. */
export const MAX_UPLOAD_PIXELS = 40_000_000
export const uploadImageTypes = ['image/png', 'image/jpeg'] as const

/** Where an upload is served: `/uploads/<32 hex>.<png|jpg>`, below `image_domain` of /basic/config. */
export const savePath = z.lazy(() => z.string().regex(/^\/uploads\/[0-9a-f]{32}\.(png|jpg)$/, 'save_path'))

/**
 * Multipart, not JSON: the field `type` ('1', feedback image) and the field `file`. The input
 * schema documents the text field; the file is checked by its bytes, not its name or type.
 */
export const uploadImage = defineEndpoint({
  method: 'POST',
  path: '/upload/image',
  auth: true,
  summary: 'Upload one png or jpeg (multipart: type "1", file); answers the save_path of the re-encoded copy',
  schemas: () => ({
    input: z.object({ type: z.literal('1') }),
    output: z.object({ save_path: savePath }),
  }),
})
