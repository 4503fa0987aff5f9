import { useMemo } from 'react'
import { reservedAddresses, ZERO_ADDRESS } from '@hapdex/core/rules/reservedAddresses'
import { useSiteConfig } from '../../../lib/siteConfig.ts'
import { useRechargeConfigs } from '../api/rechargeConfigs.ts'

/**
 * Addresses a withdrawal or transfer must not go to, lowercase, as far as the app knows them: the
 * deposit addresses of the recharge configs and the chain's contracts (the server knows its hot
 * wallet too, and refuses the same).
 */
export function useReservedAddresses(): ReadonlySet<string> {
  const chain = useSiteConfig().data?.chain
  const recharge = useRechargeConfigs().data?.list
  return useMemo(() => {
    const deposits = (recharge ?? []).map((config) => config.address)
    return chain ? reservedAddresses(chain, deposits) : new Set([ZERO_ADDRESS, ...deposits.filter(Boolean).map((address) => address.toLowerCase())])
  }, [chain, recharge])
}
