/** Every query of the flash exchange starts with this, so one invalidation refreshes balances and history after an exchange. */
export const flashExchangeKey = 'flashExchange'
