import multipart from '@fastify/multipart'
import { envelope, errorEnvelope } from '@hapdex/core/api/envelope'
import { MAX_UPLOAD_BYTES, uploadImage } from '@hapdex/core/api/upload'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { API_PREFIX, callerCheck, recordEndpoint } from '../../http/registerEndpoint.ts'
import { importDiskUploads } from './importDiskUploads.ts'
import { findUpload } from './upload.repo.ts'
import { STORED_NAME, storeImage, UPLOAD_URL_PREFIX, type IncomingImage } from './upload.service.ts'

/** Uploads cost decoding time: far fewer per minute than the general limit. */
const UPLOADS_PER_MINUTE = 30

const IMMUTABLE = 'public, max-age=31536000, immutable'

export function registerUploadRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }): void {
  recordEndpoint(app, uploadImage)
  importOnStart(app, db, config.dataDir)
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 5 } })
    scope.post(`${API_PREFIX}${uploadImage.path}`, {
      config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
      // 401 before the body is read.
      onRequest: callerCheck(true),
      schema: {
        summary: uploadImage.summary,
        tags: ['upload'],
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(uploadImage.output), '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
      handler: async (request) => {
        if (request.user === null) throw new ApiError('unauthorized')
        const image = await readUpload(request)
        return { code: 200, msg: 'success', data: await storeImage(db, request.user.id, image) }
      },
    })
  })

  // Served from the database with the type the server set at upload, never sniffed, never a document.
  app.get<{ Params: { name: string } }>(`${UPLOAD_URL_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params
    if (!STORED_NAME.test(name)) throw new ApiError('not_found')
    const stored = await findUpload(db, `${UPLOAD_URL_PREFIX}${name}`)
    if (stored === undefined) throw new ApiError('not_found')
    return reply
      .header('content-type', stored.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', IMMUTABLE)
      .send(stored.content)
  })
}

/** An import that fails does not stop new uploads being taken and served: the files stay, and the next start tries again. */
function importOnStart(app: FastifyInstance, db: Db, dataDir: string): void {
  app.addHook('onReady', async () => {
    try {
      const { imported } = await importDiskUploads(db, dataDir)
      if (imported > 0) app.log.info({ imported }, `uploads: ${imported} files of an older version moved into the database (decision 0050)`)
    } catch (error) {
      app.log.warn({ err: error }, 'uploads: the files of an older version could not be moved into the database; the next start tries again')
    }
  })
}

/** The `type` field must be '1' (feedback image); the one `file` part is read up to the size limit. */
async function readUpload(request: FastifyRequest): Promise<IncomingImage> {
  const fields = new Map<string, string>()
  let image: IncomingImage | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (part.fieldname === 'file') image = { bytes, filename: part.filename, mimetype: part.mimetype }
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value)
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('upload.too_large', { cause: error })
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError('upload.file_required', { cause: error })
    throw error
  }
  if (fields.get('type') !== uploadImage.input.shape.type.value) throw new ApiError('bad_request', { detail: "type must be '1'" })
  if (image === undefined || image.bytes.length === 0) throw new ApiError('upload.file_required')
  return image
}
