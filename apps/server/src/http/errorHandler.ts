import { apiErrors, type ApiErrorKey } from '@hapdex/core/api/errors'
import type { ErrorEnvelope } from '@hapdex/core/api/envelope'
import { pickLanguage } from '@hapdex/core/i18n/languages'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ApiError } from './apiError.ts'

const keyByStatus: Partial<Record<number, ApiErrorKey>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
}

export function errorEnvelope(request: FastifyRequest, key: ApiErrorKey, detail?: string): ErrorEnvelope {
  const error = apiErrors[key]
  const msg = error.msg[pickLanguage(headerValue(request.headers['lang']))]
  return { code: error.status, msg: detail === undefined ? msg : `${msg}: ${detail}`, data: null, error: key }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function keyOfIssue(params: unknown): ApiErrorKey | undefined {
  const key = (params as { params?: { apiError?: unknown } } | undefined)?.params?.apiError
  return typeof key === 'string' && Object.hasOwn(apiErrors, key) ? (key as ApiErrorKey) : undefined
}

function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = 'validationContext' in error && typeof error.validationContext === 'string' ? error.validationContext : 'input'
    const field = (issue: { instancePath: string }) => [where, ...issue.instancePath.split('/').filter(Boolean)].join('.')
    // A check that answers with its own key (core api/fields.ts `answers`) gives the user a translated message.
    const keyed = error.validation.find((issue) => keyOfIssue(issue.params) !== undefined)
    if (keyed !== undefined) return new ApiError(keyOfIssue(keyed.params) as ApiErrorKey, { detail: field(keyed) })
    const detail = error.validation.map((issue) => `${field(issue)}: ${issue.message}`).join('; ')
    return new ApiError('bad_request', { detail })
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (bad JSON, wrong content type, body too large) carry safe, readable texts.
    return new ApiError(keyByStatus[status] ?? 'bad_request', { detail: error.message, cause: error })
  }
  if (isDatabaseOverload(error)) return new ApiError('busy', { cause: error })
  return new ApiError('internal', { cause: error })
}

/** pg's wait for a free connection timed out, or PostgreSQL cancelled a statement at statement_timeout (57014). */
function isDatabaseOverload(error: Error): boolean {
  if (error.message === 'timeout exceeded when trying to connect') return true
  return 'code' in error && error.code === '57014'
}

/** The one place every failure becomes `{code, msg, data: null, error}`; 5xx never show internals. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error)
    const status = apiErrors[apiError.key].status
    if (status >= 500) {
      if (apiError.key === 'busy') reply.header('retry-after', '1')
      request.log.error({ err: error }, 'request failed')
      return send(reply, status, errorEnvelope(request, apiError.key))
    }
    return send(reply, status, errorEnvelope(request, apiError.key, apiError.detail))
  })
  app.setNotFoundHandler((request, reply) => send(reply, 404, errorEnvelope(request, 'not_found')))
}

function send(reply: FastifyReply, status: number, body: ErrorEnvelope): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}
