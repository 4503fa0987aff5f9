import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { fraction, type Fraction } from '@hapdex/core/amount/fraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { mintPayment, mintRecordValues, normalizeMintAmount } from '@hapdex/core/rules/mint'

/** Wire decimals are never finer than this, so parsing a price or a rate at this scale is exact. */
const WIRE_DECIMALS = 36

/** A wire price ('0.2514', USD per whole token) as an exact ratio: never through a JS number. */
export function priceFraction(price: string): Fraction {
  return fraction(parseAmount(price, WIRE_DECIMALS), 10n ** BigInt(WIRE_DECIMALS))
}

/** A whole-USD config value ('100', '100.0') as bigint; any fraction is dropped (the stepper works in whole USD). */
export function wholeUsd(wire: string): bigint {
  return parseAmount(wire, WIRE_DECIMALS) / 10n ** BigInt(WIRE_DECIMALS)
}

export interface MintLimits {
  min: bigint
  step: bigint
}

/** Plus or minus one step, normalized again (spec 5: never below min, a multiple of the step). */
export function stepMintAmount(current: bigint, direction: 1 | -1, { min, step }: MintLimits): bigint {
  const next = current + BigInt(direction) * step
  return normalizeMintAmount(next < 0n ? '0' : next.toString(), min, step)
}

export interface MintQuoteConfig {
  u_rate: string
  hap_price: string
  btpi_price: string
  day_addition_rate: string
  sn_addition_rate: string
  out_multiple: string
}

export interface MintDecimals {
  hap: number
  btpi: number
  usd: number
}

export interface MintQuote {
  /** Base units of HAP and BtPi to pay (rounded up by core). */
  hap: bigint
  btpi: bigint
  /** Whole tokens as the signed request carries them. */
  hapWire: string
  btpiWire: string
  /** USD base units of CP the record gets: amount plus the day's and (level 2) super-node addition. */
  received: bigint
}

/** What a mint of `amount` whole USD costs and yields at the config's prices. */
export function mintQuote(amount: bigint, config: MintQuoteConfig, nodeLevel: number, decimals: MintDecimals): MintQuote {
  const { hap, btpi } = mintPayment({
    amount,
    uRate: config.u_rate,
    hapPrice: priceFraction(config.hap_price),
    btpiPrice: priceFraction(config.btpi_price),
    hapDecimals: decimals.hap,
    btpiDecimals: decimals.btpi,
    usdDecimals: decimals.usd,
  })
  const { cp } = mintRecordValues(amount * 10n ** BigInt(decimals.usd), config, nodeLevel)
  return { hap, btpi, hapWire: formatAmount(hap, decimals.hap), btpiWire: formatAmount(btpi, decimals.btpi), received: cp }
}

/** Whether a wire amount covers what is to be paid (base units). */
export function covers(usableWire: string, needed: bigint, decimals: number): boolean {
  return parseAmount(usableWire, WIRE_DECIMALS) >= needed * 10n ** BigInt(WIRE_DECIMALS - decimals)
}

/** Whether one wire amount covers another (both whole tokens of the same token). */
export function coversWire(usableWire: string, neededWire: string): boolean {
  return parseAmount(usableWire, WIRE_DECIMALS) >= parseAmount(neededWire, WIRE_DECIMALS)
}
