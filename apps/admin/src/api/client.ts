import type { Endpoint, EndpointInput, EndpointOutput } from '@hapdex/core/api/endpoint'
import { envelope } from '@hapdex/core/api/envelope'
import { operatorRequestView } from '@hapdex/core/api/operatorRequests'
import { uploadImage } from '@hapdex/core/api/upload'
import i18next from 'i18next'
import { currentLanguage } from '../i18n/i18n.ts'
import { signOperatorAction } from '../auth/operatorSigner.ts'
import { sessionToken } from '../auth/session.ts'

/** Where the API is: the console is served at /admin/ by the server that answers /api. */
export const apiBase = '/api'

/**
 * A failed call, shaped as Refine's HttpError (message, statusCode) with the server's stable
 * `error` key, so screens can tell "not an operator" (403) from a bad input (400 with its msg).
 */
export class ConsoleApiError extends Error {
  override name = 'ConsoleApiError'
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: string | undefined,
  ) {
    super(message)
  }
}

export function urlOf(endpoint: Endpoint, input: unknown): string {
  const url = `${apiBase}${endpoint.path}`
  if (endpoint.method !== 'GET' || typeof input !== 'object' || input === null) return url
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null && value !== '') query.set(key, String(value))
  const text = query.toString()
  return text ? `${url}?${text}` : url
}

/** Calls an endpoint; answers its `data` checked against the endpoint's zod schema. */
export async function call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, fetcher: typeof fetch = fetch): Promise<EndpointOutput<E>> {
  const token = sessionToken()
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Lang: currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) }
  const body = endpoint.method === 'POST' ? { body: JSON.stringify(input ?? {}) } : {}
  // Every operator action is signed by the operator's wallet; a session token alone only reads.
  if (endpoint.method === 'POST' && endpoint.path.startsWith('/admin/')) Object.assign(headers, await signed(endpoint.path, input))
  let response: Response
  try {
    response = await fetcher(urlOf(endpoint, input), { method: endpoint.method, headers, ...body })
  } catch {
    throw new ConsoleApiError('network', 0, 'network')
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (response.status === 202) throw awaitingApproval(json)
  if (response.status !== 200) throw errorOf(response.status, json)
  const parsed = envelope(endpoint.output).safeParse(json)
  if (!parsed.success) throw new ConsoleApiError(`invalid response from ${endpoint.path}`, 200, 'invalid_response')
  if (parsed.data.code !== 200) throw errorOf(parsed.data.code, json)
  return parsed.data.data as EndpointOutput<E>
}

async function signed(path: string, input: unknown): Promise<Record<string, string>> {
  try {
    return await signOperatorAction(path, input)
  } catch (error) {
    // The wallet's own refusal (the operator pressed Reject) is the operator's decision, said as such.
    throw new ConsoleApiError(error instanceof Error ? error.message : String(error), 0, 'signature_refused')
  }
}

/**
 * A two-operator rule held the action as a request (decision 0046): nothing changed yet, which the
 * screen says where it would say an error, naming the request a second operator approves.
 */
function awaitingApproval(body: unknown): ConsoleApiError {
  const parsed = envelope(operatorRequestView).safeParse(body)
  const id = parsed.success ? parsed.data.data.id : undefined
  return new ConsoleApiError(i18next.t('requests.sentForApproval', { id }), 202, 'awaiting_approval')
}

function errorOf(status: number, body: unknown): ConsoleApiError {
  const { msg, error } = typeof body === 'object' && body !== null ? (body as { msg?: unknown; error?: unknown }) : {}
  return new ConsoleApiError(typeof msg === 'string' && msg !== '' ? msg : `HTTP ${status}`, status, typeof error === 'string' ? error : undefined)
}

/**
 * Uploads a png or jpeg for a banner or a notice (multipart, so not through `call`): answers the
 * server's save_path of its re-encoded copy, or throws its `{code, msg}` as a ConsoleApiError.
 */
export async function uploadConsoleImage(file: Blob, fetcher: typeof fetch = fetch): Promise<string> {
  const form = new FormData()
  form.append('type', '1')
  form.append('file', file)
  const token = sessionToken()
  const headers: Record<string, string> = { Lang: currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) }
  let response: Response
  try {
    response = await fetcher(`${apiBase}${uploadImage.path}`, { method: 'POST', body: form, headers })
  } catch {
    throw new ConsoleApiError('network', 0, 'network')
  }
  const json: unknown = await response.json().catch(() => undefined)
  const parsed = envelope(uploadImage.output).safeParse(json)
  if (response.status === 200 && parsed.success && parsed.data.code === 200) return parsed.data.data.save_path
  throw errorOf(parsed.success ? parsed.data.code : response.status, json)
}
