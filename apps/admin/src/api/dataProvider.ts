import type { BaseRecord, DataProvider, GetListResponse } from '@refinedev/core'
import { apiBase, call, ConsoleApiError } from './client.ts'
import { actionEndpoints, actionKey, listResources, type ListRequest } from './resources.ts'

/**
 * Refine's data provider over our `{code, msg, data}` API: lists page, sort and filter on the
 * server; actions go to operator endpoints by path. Requests and answers are checked against the
 * shared zod schemas (packages/core/src/api), a bad input is refused with the schema's field.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => apiBase,
  getList: async <T extends BaseRecord>({ resource, pagination, filters = [], sorters = [] }: Parameters<DataProvider['getList']>[0]): Promise<GetListResponse<T>> => {
    const source = listResources[resource]
    if (source === undefined) throw new ConsoleApiError(`no list ${resource}`, 404, 'not_found')
    const request: ListRequest = { page: pagination?.currentPage ?? 1, pageSize: pagination?.pageSize ?? 20, filters, sorters }
    const { list, total, counts } = source.rows(await call(source.endpoint, checked(source.endpoint.input, source.query(request))))
    return { data: list as T[], total: total ?? estimatedTotal(request, list.length), ...(counts === undefined ? {} : { counts }) }
  },
  custom: async <T extends BaseRecord>({ url, method, payload, query }: Parameters<DataProvider['custom'] & {}>[0]) => {
    const endpoint = actionEndpoints.get(actionKey(method, url))
    if (endpoint === undefined) throw new ConsoleApiError(`no action ${method} ${url}`, 404, 'not_found')
    return { data: (await call(endpoint, checked(endpoint.input, (endpoint.method === 'GET' ? query : payload) ?? {}))) as T }
  },
  getOne: notOpen('getOne'),
  create: notOpen('create'),
  update: notOpen('update'),
  deleteOne: notOpen('deleteOne'),
}

/**
 * Lists whose endpoint sends no count (the spec's withdrawal list): a full page may have a next
 * one, so the pager offers it; a short page is the last.
 */
export function estimatedTotal(request: ListRequest, rows: number): number {
  const before = (request.page - 1) * request.pageSize
  return before + rows + (rows === request.pageSize ? 1 : 0)
}

interface Schema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }
}

/** The input as the endpoint's schema reads it; a refused field is a 400 naming it, as the server would answer. */
export function checked(schema: Schema, input: unknown): never {
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConsoleApiError(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`, 400, 'bad_request')
  }
  // The endpoint's own input type: `call` takes it as it is.
  return parsed.data as never
}

// No screen reads or writes single records through Refine yet: each is an error, not a fake.
function notOpen(name: string) {
  return () => Promise.reject(new ConsoleApiError(`${name} is not open in the console`, 404, 'not_found'))
}
