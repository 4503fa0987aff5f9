import type { EndpointInput, EndpointOutput } from '@hapdex/core/api/endpoint'
import { translate } from '../i18n/i18n.ts'
import { clearSession, getActiveSession } from './session.ts'
import { apiBase, requestHeaders, takeEarlyRequest } from './earlyRequests.ts'
import { loadEnvelope, type AnyEndpoint, type LazyEndpoint } from './lazyEndpoint.ts'
import { toastError } from './toast.ts'

export { apiBase }
export const requestTimeoutMs = 15_000

export type ApiErrorKind = 'http' | 'server' | 'timeout' | 'network' | 'invalid_response' | 'aborted'

/** Every failed /api call rejects with this, after the user has been told (except aborts). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | undefined,
    /** The server's machine code (`error` of the envelope), when it sent one. */
    readonly code: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export interface ApiResult<T> {
  data: T
  /** The server's message: some actions show it as the success toast (spec: bind referrer). */
  msg: string
}

export interface RequestOptions {
  signal?: AbortSignal
  timeoutMs?: number
  /** Background calls the user did not ask for (logout on disconnect) fail without a toast. */
  silent?: boolean
}

type EndpointRef<E extends AnyEndpoint> = E | LazyEndpoint<E>

const isLazy = <E extends AnyEndpoint>(endpoint: EndpointRef<E>): endpoint is LazyEndpoint<E> => 'load' in endpoint

class ContractMismatch extends Error {}

/** The contract and the envelope's schema, loaded side by side with the request. */
async function loadChecks<E extends AnyEndpoint>(endpoint: EndpointRef<E>) {
  const [contract, { envelope }] = await Promise.all([isLazy(endpoint) ? endpoint.load() : endpoint, loadEnvelope()])
  if (contract.method !== endpoint.method || contract.path !== endpoint.path) {
    throw new ContractMismatch(`lazy endpoint ${endpoint.method} ${endpoint.path} loaded ${contract.method} ${contract.path}`)
  }
  return envelope(contract.output)
}

/** Calls an endpoint and returns its validated `data` with the server's `msg`. */
export async function apiRequest<E extends AnyEndpoint>(
  endpoint: EndpointRef<E>,
  input: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<ApiResult<EndpointOutput<E>>> {
  const checks = loadChecks(endpoint)
  // Handled below, after the response; a failed load must not be reported as unhandled meanwhile.
  checks.catch(() => undefined)
  const timeout = AbortSignal.timeout(options.timeoutMs ?? requestTimeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const session = getActiveSession()

  const url = urlOf(endpoint, input)
  const headers = requestHeaders(session?.token)
  let response: Response
  try {
    const early = endpoint.method === 'GET' ? takeEarlyRequest(url, headers) : undefined
    const payload = endpoint.method === 'POST' ? { body: JSON.stringify(input ?? {}) } : {}
    response = await (early ? untilAborted(early, signal) : fetch(url, { method: endpoint.method, headers, ...payload, signal }))
  } catch (cause) {
    throw fail(options, transportError(cause, timeout, options.signal))
  }

  let body: unknown
  try {
    body = await response.json()
  } catch (cause) {
    // Reading the body is cut short when the caller gives up (a screen left mid-request, or the
    // timeout): that is the transport's outcome, not a malformed answer.
    if (signal.aborted) throw fail(options, transportError(cause, timeout, options.signal))
    body = undefined
  }
  if (response.status === 401 && session) clearSession(session.address)
  if (response.status !== 200) throw fail(options, httpError(response.status, body))

  let schema: Awaited<typeof checks>
  try {
    schema = await checks
  } catch (cause) {
    // The contract's chunk could not be fetched (the network went away after the request).
    if (cause instanceof ContractMismatch) throw cause
    throw fail(options, new ApiError('network', translate('errors.network'), undefined, undefined, { cause }))
  }
  const parsed = schema.safeParse(body)
  if (parsed.success && parsed.data.code === 200) return { data: parsed.data.data as EndpointOutput<E>, msg: parsed.data.msg }
  const envelopeCode = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined
  // HTTP 200 with a failure code in the envelope: some layers answer that way (spec 7).
  if (typeof envelopeCode === 'number' && envelopeCode !== 200) throw fail(options, httpError(envelopeCode, body))
  // A response that breaks its schema is our bug, not the user's: say where, for whoever debugs.
  console.warn(`invalid response from ${endpoint.path}`, JSON.stringify(parsed.success ? 'no data' : parsed.error.issues).slice(0, 600))
  throw fail(options, new ApiError('invalid_response', translate('errors.generic'), 200, undefined, { cause: parsed.success ? undefined : parsed.error }))
}

/** The `data` of an endpoint; the shape used by query functions. */
export async function api<E extends AnyEndpoint>(endpoint: EndpointRef<E>, input: EndpointInput<E>, options?: RequestOptions): Promise<EndpointOutput<E>> {
  return (await apiRequest(endpoint, input, options)).data
}

function urlOf(endpoint: EndpointRef<AnyEndpoint>, input: unknown): string {
  const url = `${apiBase}${endpoint.path}`
  if (endpoint.method !== 'GET' || typeof input !== 'object' || input === null) return url
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `${url}?${text}` : url
}

/** An early request has no signal of its own: the caller's and the timeout still end the wait. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const msg = (body as { msg?: unknown }).msg
  return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined
}

function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const error = (body as { error?: unknown }).error
  return typeof error === 'string' ? error : undefined
}

function httpError(status: number, body: unknown): ApiError {
  if (status === 500) return new ApiError('server', translate('errors.server'), status, codeOf(body))
  // 403 and every other status: the server's message, or the generic one when it sent none.
  return new ApiError('http', messageOf(body) ?? translate('errors.generic'), status, codeOf(body))
}

function transportError(cause: unknown, timeout: AbortSignal, callerSignal: AbortSignal | undefined): ApiError {
  if (callerSignal?.aborted) return new ApiError('aborted', 'aborted', undefined, undefined, { cause })
  if (timeout.aborted || (cause instanceof DOMException && cause.name === 'TimeoutError')) {
    return new ApiError('timeout', translate('errors.timeout'), undefined, undefined, { cause })
  }
  const text = cause instanceof Error ? cause.message : String(cause)
  if (text.includes('status code 500')) return new ApiError('server', translate('errors.server'), 500, undefined, { cause })
  return new ApiError('network', translate('errors.network'), undefined, undefined, { cause })
}

/** Tells the user, then hands the error back to be thrown (spec 8: reject after the toast). */
function fail(options: RequestOptions, error: ApiError): ApiError {
  if (error.kind !== 'aborted' && !options.silent) toastError(error.message)
  return error
}
