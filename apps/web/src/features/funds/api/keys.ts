/** Every query of the funds area starts with this, so one invalidation refreshes balances and lists after a money move. */
export const fundsKey = 'funds'
