/** Spec 9: a send's gas limit is its estimate times 1.1, so a state change between estimate and inclusion does not run it out of gas. */
export const GAS_MARGIN_PERCENT = 10n

export type GasLimitOptions = {
  /** Percent added to the estimate; 10 by default (× 1.1). */
  readonly percent?: bigint
  /** Gas added on top for a cost the estimate cannot see (for example a storage slot filled later). */
  readonly extraGas?: bigint
}

/** The gas limit for an estimate: estimate × (1 + percent/100), rounded up, plus extraGas. Unused gas is not charged. */
export function gasLimitWithMargin(estimate: bigint, { percent = GAS_MARGIN_PERCENT, extraGas = 0n }: GasLimitOptions = {}): bigint {
  // Rounded up: a limit one unit short of the buffered figure would defeat the buffer.
  return estimate + (estimate * percent + 99n) / 100n + extraGas
}
