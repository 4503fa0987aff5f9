/** Rounds, latest partners and the vote live under one key: a purchase or a vote changes several. */
export const partnerKey = ['partner'] as const
