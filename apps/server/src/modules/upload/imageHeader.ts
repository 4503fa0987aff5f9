/** What the bytes say an upload is, read from its header before anything decodes it. */
export interface ImageHeader {
  format: 'png' | 'jpeg'
  width: number
  height: number
}

/** Why an upload's bytes are refused; the service maps each to an API error. */
export type ImageHeaderProblem = 'not_an_image' | 'polyglot'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** Markup or script in an image file is there to be run by something that sniffs: refuse it. */
const MARKUP = /<\s*(script|html|svg|iframe|object|embed|body|head|meta|\?xml|\?php)|javascript:/i

export function readImageHeader(bytes: Buffer): ImageHeader | ImageHeaderProblem {
  const header = bytes.subarray(0, 8).equals(PNG_SIGNATURE) ? readPng(bytes) : isJpeg(bytes) ? readJpeg(bytes) : 'not_an_image'
  if (typeof header === 'string') return header
  return MARKUP.test(bytes.toString('latin1')) ? 'polyglot' : header
}

function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
}

/** Walks the chunks to IEND: anything after it (a zip, a script) makes the file a polyglot. */
function readPng(bytes: Buffer): ImageHeader | ImageHeaderProblem {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return 'not_an_image'
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  let offset = 8
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const next = offset + 12 + length
    if (next > bytes.length) return 'not_an_image'
    if (type === 'IEND') return next === bytes.length ? { format: 'png', width, height } : 'polyglot'
    offset = next
  }
  return 'not_an_image'
}

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])
const START_OF_SCAN = 0xda

/** Segment by segment to the first start-of-frame, which carries the dimensions. */
function readJpeg(bytes: Buffer): ImageHeader | ImageHeaderProblem {
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 'not_an_image'
    let markerAt = offset + 1
    while (bytes[markerAt] === 0xff) markerAt++
    const marker = bytes[markerAt]
    if (marker === undefined || marker === START_OF_SCAN) return 'not_an_image'
    const segment = markerAt + 1
    // Standalone markers (RSTn, TEM) have no length.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset = segment
      continue
    }
    if (segment + 2 > bytes.length) return 'not_an_image'
    const length = bytes.readUInt16BE(segment)
    if (SOF_MARKERS.has(marker)) {
      if (segment + 7 > bytes.length) return 'not_an_image'
      return { format: 'jpeg', height: bytes.readUInt16BE(segment + 3), width: bytes.readUInt16BE(segment + 5) }
    }
    offset = segment + length
  }
  return 'not_an_image'
}
