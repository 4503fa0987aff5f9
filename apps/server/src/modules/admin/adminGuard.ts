import type { Config } from '../../config.ts'
import { ApiError } from '../../http/apiError.ts'

/** Operators are signed-in sessions whose (checksummed) address is listed in ADMIN_ADDRESSES. */
export function requireAdmin(config: Config, user: { address: string }): void {
  if (!config.adminAddresses.includes(user.address)) throw new ApiError('forbidden')
}
