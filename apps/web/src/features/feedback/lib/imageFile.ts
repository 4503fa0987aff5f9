import { MAX_UPLOAD_BYTES } from '@hapdex/core/api/upload'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff]

/** Bytes needed to tell png from jpeg. */
export const SNIFF_BYTES = PNG_SIGNATURE.length

export type ImageFileProblem = 'd122' | 'd124'

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte)
}

/**
 * Spec 5: png, jpg or jpeg only (d122), each at most 10,240,000 bytes (d124). The type is read
 * from the file's first bytes, not its name or the browser's guess; the server checks again.
 */
export function imageFileProblem(size: number, head: Uint8Array): ImageFileProblem | undefined {
  if (!startsWith(head, PNG_SIGNATURE) && !startsWith(head, JPEG_SIGNATURE)) return 'd122'
  if (size > MAX_UPLOAD_BYTES) return 'd124'
  return undefined
}

export async function checkImageFile(file: Blob): Promise<ImageFileProblem | undefined> {
  return imageFileProblem(file.size, await readHead(file))
}

/** FileReader rather than Blob.arrayBuffer: older wallet webviews lack the latter. */
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'))
    reader.readAsArrayBuffer(file.slice(0, SNIFF_BYTES))
  })
}
