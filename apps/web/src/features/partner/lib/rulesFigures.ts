import type { partnerRules } from '@hapdex/core/api/partner'
import { formatPercent } from '@hapdex/core/amount/formatPercent'
import { fraction } from '@hapdex/core/amount/fraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { z } from 'zod'

type Rules = z.output<typeof partnerRules>

const RATE_DECIMALS = 18
const percentOf = (rate: string) => formatPercent(fraction(parseAmount(rate, RATE_DECIMALS), 10n ** BigInt(RATE_DECIMALS)), { maxFractionDigits: 4 })

/** The values the rules text and the banner interpolate, in the reader's language (lists joined as it joins them). */
export function rulesFigures(rules: Rules, language: string) {
  const list = new Intl.ListFormat(language, { type: 'conjunction' })
  return {
    total: rules.phases.reduce((sum, phase) => sum + phase.seats, 0),
    phases: rules.phases.length,
    phaseSeats: list.format(rules.phases.map((phase) => String(phase.seats))),
    referral: percentOf(rules.referral_rate),
    genesisReferral: percentOf(rules.genesis_referral_rate),
    team: percentOf(rules.team_rate),
    directs: rules.genesis_directs,
    daily: rules.daily_airdrop,
    seatAirdrops: rules.phases.map((phase) => phase.seat_airdrop).join(' / '),
    token: rules.airdrop_token,
  }
}
