import { z } from 'zod'
import { hasValidChecksum } from '../chain/addressChecksum.ts'
import { ZERO_ADDRESS } from '../rules/reservedAddresses.ts'
import { WIRE_AMOUNT_FRACTION_DIGITS, WIRE_AMOUNT_WHOLE_DIGITS, wireAmountPattern } from '../amount/wireAmount.ts'
import type { ApiErrorKey } from './errors.ts'

/**
 * The field types every endpoint's input is built from, each bounded by what the database and
 * the server can hold: a value outside them is a 400 with the `{code, msg}` envelope, never an
 * error of PostgreSQL turned into a 500. A new endpoint gets the bounds by using these types.
 */

/**
 * Marks a check's failure with the API error it answers instead of a plain bad_request, so the
 * caller reads a translated message (the error handler looks for `params.apiError`).
 */
export function answers(key: ApiErrorKey, message: string) {
  return { message, params: { apiError: key } }
}

/** PostgreSQL `integer`: ids, page numbers, sort orders and group numbers are stored or compared as one. */
export const INT4_MAX = 2_147_483_647
export const INT4_MIN = -2_147_483_648

/** A row id in a JSON body: 1 to 2^31 − 1. */
export const int4Id = z.lazy(() => z.number().int().min(1).max(INT4_MAX))
/** A row id in a query string. */
export const int4IdQuery = z.lazy(() => z.coerce.number().int().min(1).max(INT4_MAX))
/** Any PostgreSQL integer in a JSON body (sort orders). */
export const int4 = z.lazy(() => z.number().int().min(INT4_MIN).max(INT4_MAX))
/** A page number in a query string: its offset stays an exact integer PostgreSQL takes. */
export const pageNumber = z.lazy(() => z.coerce.number().int().min(1).max(INT4_MAX).default(1))
/** A page size in a query string. */
export const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback)

/** No NUL (PostgreSQL text cannot store it) and no unpaired surrogate (it has no UTF-8 form). */
const storableText = /^(?:[^\u0000\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/

export interface TextOptions {
  /** At least this many characters (after trimming when `trim`). */
  min?: number
  /** Surrounding blanks removed before the checks; off where the exact text is signed. */
  trim?: boolean
}

/** Text a person typed, at most `max` characters, storable as PostgreSQL text. */
export function text(max: number, { min = 0, trim = false }: TextOptions = {}) {
  const base = trim ? z.string().trim() : z.string()
  return base.min(min).max(max).regex(storableText, 'text with a NUL or an unpaired surrogate character')
}

/** Text matching `pattern` (identifiers, paths, days), at most `max` characters. */
export function pattern(regex: RegExp, message: string, max = 200) {
  return z.string().max(max).regex(regex, message).regex(storableText, message)
}

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
export const calendarDay = z.lazy(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
    }, 'a day that exists'),
)

/** A decimal as `formatAmount` writes it, of any size (the wire pattern adds the bounds). */
const canonicalDecimal = /^(0|[1-9]\d*)(\.\d*[1-9])?$/

/**
 * An amount of a token in whole tokens, as `formatAmount` writes it ('12.5'): digits and one
 * point, no commas, blanks, signs, exponents, leading or trailing zeros; below 10^30 whole tokens
 * (at 18 decimals 10^48 base units, so even sums of many fit numeric(78,0)). The token's decimals
 * are the server's to check. What the wallet signs is exactly what is charged.
 */
export const amount = z.lazy(() =>
  z
    .string()
    .max(WIRE_AMOUNT_WHOLE_DIGITS + WIRE_AMOUNT_FRACTION_DIGITS + 1)
    .refine((text) => canonicalDecimal.test(text), answers('wallet.amount_format', 'a decimal amount such as 1.5: digits and one point, no commas, blanks or signs'))
    .refine(
      (text) => !canonicalDecimal.test(text) || wireAmountPattern.test(text),
      answers('wallet.amount_too_large', `below 10^${WIRE_AMOUNT_WHOLE_DIGITS} with at most ${WIRE_AMOUNT_FRACTION_DIGITS} decimals`),
    ),
)

/**
 * An account address a user typed: 40 hex digits; a mixed-case one must carry a valid EIP-55
 * checksum (a wrong one is a typo, and funds sent there are lost), and never the zero address.
 */
export const accountAddress = z.lazy(() =>
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'address')
    .refine((text) => !/^0x[0-9a-fA-F]{40}$/.test(text) || hasValidChecksum(text), answers('wallet.address_checksum', 'address with a wrong EIP-55 checksum: check it for typos'))
    .refine((text) => text !== ZERO_ADDRESS, answers('wallet.address_reserved', 'the zero address burns what is sent to it')),
)
