import { z, type core } from 'zod'

/**
 * For a check across fields: it runs only once every field parsed, so a field's own message is
 * what the operator reads, and a check never meets '1e30' where it expects digits (zod runs
 * refinements after non-aborting issues unless told otherwise).
 */
export const afterFieldChecks = { when: (payload: core.ParsePayload) => payload.issues.length === 0 }

/** Exact decimal fraction such as '0.05' (never a JS number: rates multiply money). */
export const rateField = z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'a decimal rate such as 0.05')
/** A whole-token amount as a decimal string ('100', '0.5'); parsed with the token's decimals where used. */
export const tokenAmountField = z.string().regex(/^\d{1,30}(\.\d{1,18})?$/, 'a decimal amount such as 100')
/** A whole number of US dollars. */
export const wholeUsdField = z.string().regex(/^[1-9]\d{0,15}$/, 'a whole number of dollars')
/** The spec's status switches: '1' open, '0' closed. */
export const openStatusField = z.enum(['0', '1'])
/** A token by its symbol in the token table ('HAP', 'USDT'). */
export const tokenSymbolField = z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'a token symbol')
