/** Everything of the card screen lives under one key: a claim changes the figures and the records at once. */
export const cardsKey = ['cards'] as const
