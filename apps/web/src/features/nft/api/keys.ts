/** Everything of the NFT centre lives under one key: a buy or a claim changes several figures at once. */
export const nftKey = ['nft'] as const
