import {
  adminAuditCheck,
  adminAuditList,
  adminBannerDelete,
  adminBannerList,
  adminBannerSave,
  adminExchangeDelete,
  adminExchangeList,
  adminExchangeSave,
  adminFeedbackList,
  adminFeedbackReply,
  adminLedgerCheck,
  adminWorkers,
  adminSolvency,
  adminNoticeDelete,
  adminNoticeList,
  adminNoticeSave,
  adminPartnerLevel,
  adminTokenList,
  adminTokenSave,
  adminUserBills,
  adminUserList,
} from '@hapdex/core/api/admin'
import { adminCardsList } from '@hapdex/core/api/cards'
import type { Endpoint } from '@hapdex/core/api/endpoint'
import { adminGameReconcile, adminGameTransferList } from '@hapdex/core/api/game'
import { adminNftTypeCreate, adminNftTypeList, adminNftTypeUpdate } from '@hapdex/core/api/nft'
import { adminPartnerRoundCreate, adminPartnerVoteCreate, partnerConfigs, partnerVoteInfo, partnerVoteSummary } from '@hapdex/core/api/partner'
import { adminClock, adminClockAdvance, adminPoolFund, adminPoolList, adminProgrammeConfigEndpoints, adminSettlementDayPriceSet, adminSettlementRerun, adminSettlementRun, adminSettlementRuns, adminTreasuryCredit } from '@hapdex/core/api/programmes'
import { adminRequestApprove, adminRequestList, adminRequestReject } from '@hapdex/core/api/operatorRequests'
import { adminDepositList, adminDepositRelease } from '@hapdex/core/api/wallet'
import { adminPayer, adminPayerPause, adminWithdrawApprove, adminWithdrawList, adminWithdrawReject } from '@hapdex/core/api/withdraw'
import type { CrudFilter, CrudSort } from '@refinedev/core'

/** What a list screen asks for: Refine's page, filters and sort, passed to the server as they are. */
export interface ListRequest {
  page: number
  pageSize: number
  filters: CrudFilter[]
  sorters: CrudSort[]
}

export interface ListResource {
  endpoint: Endpoint
  /** The endpoint's query from the screen's request: the server pages, sorts and filters. */
  query(request: ListRequest): Record<string, unknown>
  /**
   * The rows and the count of all matches (endpoints without a count say whether a next page may
   * exist), and per-status counts where the endpoint sends them.
   */
  rows(data: unknown): { list: unknown[]; total?: number; counts?: Record<string, number> }
}

/** The value of an `eq` filter on a field, if the screen set one. */
export function filterValue(filters: CrudFilter[], field: string): unknown {
  const found = filters.find((filter) => 'field' in filter && filter.field === field && filter.operator === 'eq')
  return found && 'value' in found && found.value !== '' ? found.value : undefined
}

const paged = (request: ListRequest) => ({ page: request.page, page_size: request.pageSize })

export const listResources: Record<string, ListResource> = {
  withdrawals: {
    endpoint: adminWithdrawList,
    query: (request) => ({ ...paged(request), status: filterValue(request.filters, 'status') ?? 0 }),
    rows: (data) => data as { list: unknown[]; total: number; counts: Record<string, number> },
  },
  deposits: {
    endpoint: adminDepositList,
    query: (request) => ({ ...paged(request), status: filterValue(request.filters, 'status') ?? 'held' }),
    rows: (data) => data as { list: unknown[]; total: number; counts: Record<string, number> },
  },
  audit: {
    endpoint: adminAuditList,
    query: (request) => ({
      ...paged(request),
      action: filterValue(request.filters, 'action'),
      actor: filterValue(request.filters, 'actor'),
      target: filterValue(request.filters, 'target'),
      order: request.sorters.find((sorter) => sorter.field === 'created_at')?.order ?? 'desc',
    }),
    rows: (data) => data as { list: unknown[]; total: number },
  },
  notices: {
    endpoint: adminNoticeList,
    query: paged,
    rows: (data) => data as { list: unknown[] },
  },
  feedback: {
    endpoint: adminFeedbackList,
    query: paged,
    rows: (data) => data as { list: unknown[] },
  },
  users: {
    endpoint: adminUserList,
    query: (request) => ({ ...paged(request), address: filterValue(request.filters, 'address') }),
    rows: (data) => data as { list: unknown[]; total: number },
  },
  requests: {
    endpoint: adminRequestList,
    query: (request) => ({ ...paged(request), status: filterValue(request.filters, 'status') ?? 'pending' }),
    rows: (data) => data as { list: unknown[]; total: number },
  },
  gameTransfers: {
    endpoint: adminGameTransferList,
    query: (request) => ({ ...paged(request), status: filterValue(request.filters, 'status') ?? 'pending' }),
    rows: (data) => data as { list: unknown[]; total: number; counts: Record<string, number> },
  },
  cards: {
    endpoint: adminCardsList,
    query: (request) => {
      const sorter = request.sorters[0]
      return { ...paged(request), sort: sorter?.field === 'personal' ? 'personal' : 'star', order: sorter?.order ?? 'desc', star: filterValue(request.filters, 'star') }
    },
    // The day's cards held and the cap ride along as counts, for the screen's head.
    rows: (data) => {
      const { list, total, cards_held: held, max_cards: max } = data as { list: unknown[]; total: number; cards_held: number; max_cards: number }
      return { list, total, counts: { held, max } }
    },
  },
  settlement: {
    endpoint: adminSettlementRuns,
    query: (request) => ({ ...paged(request), job: filterValue(request.filters, 'job'), status: filterValue(request.filters, 'status') }),
    rows: (data) => data as { list: unknown[] },
  },
}

/** An operator call by method and path: a programme's configuration is read (GET) and saved (POST) at one path. */
export const actionKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`

/** The operator calls screens may make, by method and path: each request is checked by its zod schema before it is sent. */
export const actionEndpoints: ReadonlyMap<string, Endpoint> = new Map(
  [
    adminWithdrawApprove,
    adminPayer,
    adminPayerPause,
    adminWithdrawReject,
    adminDepositRelease,
    adminPoolList,
    adminTreasuryCredit,
    adminPoolFund,
    adminClock,
    adminClockAdvance,
    adminSettlementRuns,
    adminSettlementRun,
    adminSettlementRerun,
    adminSettlementDayPriceSet,
    adminLedgerCheck,
    adminWorkers,
    adminSolvency,
    adminNoticeSave,
    adminNoticeDelete,
    adminBannerList,
    adminBannerSave,
    adminBannerDelete,
    adminFeedbackReply,
    adminExchangeList,
    adminExchangeSave,
    adminExchangeDelete,
    adminPartnerLevel,
    adminTokenList,
    adminTokenSave,
    adminUserBills,
    // Partner rounds are listed by the app's own endpoint (every round, in phase order), the vote by its current one.
    partnerConfigs,
    partnerVoteInfo,
    partnerVoteSummary,
    adminPartnerRoundCreate,
    adminPartnerVoteCreate,
    adminNftTypeList,
    adminNftTypeCreate,
    adminNftTypeUpdate,
    adminGameReconcile,
    adminRequestList,
    adminRequestApprove,
    adminRequestReject,
    adminAuditCheck,
    // Every programme the registry's schemas name, those added later included.
    ...adminProgrammeConfigEndpoints.flatMap(({ get, save }) => [get, save]),
  ].map((endpoint) => [actionKey(endpoint.method, endpoint.path), endpoint]),
)
