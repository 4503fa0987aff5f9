import { z } from 'zod'
import { int4IdQuery, pageNumber, pageSize } from './fields.ts'
import { chainConfig } from '../chain/chainConfig.ts'
import { languages } from '../i18n/languages.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'

export const siteConfig = defineEndpoint({
  method: 'GET',
  path: '/basic/config',
  auth: false,
  summary: 'Site config: domain, image domain and the chain config of this deployment',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ domain: z.string(), image_domain: z.string(), chain: chainConfig, chat_url: z.string() }),
  }),
})

export const banner = builtOnFirstUse(() => z.object({ id: z.number().int(), title: z.string(), image: z.string(), link: z.string() }))

export const bannerList = defineEndpoint({
  method: 'GET',
  path: '/basic/banner/list',
  auth: false,
  summary: 'Home banners in display order',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(banner()) }),
  }),
})

export const noticeSummary = builtOnFirstUse(() =>
  z.object({
    id: z.number().int(),
    /** Notices of one announcement share a group across languages; detail pages take it as id. */
    group: z.number().int(),
    lang: z.enum(languages),
    title: z.string(),
    created_at: z.string(),
  }),
)

export const noticeLatest = defineEndpoint({
  method: 'GET',
  path: '/basic/notice/latest',
  auth: false,
  summary: 'The newest notice in the caller\'s language, or null',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ notice: noticeSummary().nullable() }),
  }),
})

export const pageQuery = z.lazy(() => z.object({ page: pageNumber, page_size: pageSize(20) }))

export const noticeList = defineEndpoint({
  method: 'GET',
  path: '/basic/notice/list',
  auth: false,
  summary: 'Notices in the caller\'s language, newest first',
  schemas: () => ({
    input: pageQuery,
    output: z.object({ list: z.array(noticeSummary()), total: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const noticeDetail = defineEndpoint({
  method: 'GET',
  path: '/basic/notice/detail',
  auth: false,
  summary: 'One notice by group in the caller\'s language; content is HTML the client sanitizes',
  schemas: () => ({
    input: z.object({ id: int4IdQuery }),
    output: noticeSummary().extend({ content: z.string() }),
  }),
})
