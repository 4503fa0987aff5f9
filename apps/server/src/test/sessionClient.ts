import type { FastifyInstance } from 'fastify'

/**
 * Requests as one of the signed-in test accounts: `auth[i]` is account i's `Bearer` header. The
 * app is read through a getter because suites build it in `beforeAll`.
 */
export function sessionClient(app: () => FastifyInstance, auth: readonly string[]) {
  const as = (i: number) => ({ authorization: auth[i] ?? '' })
  return {
    as,
    get: (url: string, i: number) => app().inject({ method: 'GET', url, headers: as(i) }),
    post: (url: string, i: number, payload: object) => app().inject({ method: 'POST', url, headers: as(i), payload }),
  }
}
