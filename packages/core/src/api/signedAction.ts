import { z } from 'zod'
import { defineEndpoint } from './endpoint.ts'

/**
 * Value-moving calls carry a wallet signature (EIP-191 personal_sign) over a text the server
 * rebuilds from the request itself, so an altered parameter changes the text and the recovered
 * signer. Title first (the spec's fixed texts), then the parameters as `key: value` lines in the
 * action's order, then the single-use nonce and its expiry.
 */
export const signedActionTitles = {
  withdrawOrder: 'Withdraw Order',
  transferOut: 'Transfer Out',
  exchangeDo: 'Exchange Do',
  feedbackPost: 'Feedback Post',
  circulationFundJoin: 'Circulation Fund Join',
  mint: 'Mint',
  bpMint: 'BP Mint',
  bpBuyNode: 'BP Buy Node',
  bpRewardClaim: 'BP Reward Claim',
  startMiner: 'Start Miner',
  pledgeDo: 'Pledge Do',
  pledgeRedeem: 'Pledge Redeem',
  pledgeRewardClaim: 'Pledge Reward Claim',
  smJoin: 'SM Join',
  circulationFundRedeem: 'Circulation Fund Redeem',
  partnerBuy: 'Partner Buy',
  partnerVote: 'Partner Vote',
  nftBuy: 'NFT Buy',
  nftClaim: 'NFT Claim',
  circulationOrderPublish: 'Circulation Order Publish',
  circulationOrderCancel: 'Circulation Order Cancel',
  gameEncryptAddress: 'Game Encrypt Address',
  gameTransferIn: 'Game Transfer In',
  gameTransferOut: 'Game Transfer Out',
  cardsClaim: 'Cards Claim',
} as const
export type SignedActionTitle = (typeof signedActionTitles)[keyof typeof signedActionTitles]

export type SignedActionMessageParameters = {
  title: string
  /** In signing order; values exactly as sent in the request. */
  params: ReadonlyArray<readonly [key: string, value: string | number]>
  nonce: string
  /** ISO 8601, as the nonce endpoint returned it. */
  expiresAt: string
}

/** The one builder of the signed text; the web client and the server must produce it identically. */
export function signedActionMessage({ title, params, nonce, expiresAt }: SignedActionMessageParameters): string {
  for (const [key, value] of params) {
    // A newline inside a value could forge a line: values are single-line by construction.
    if (/[\r\n]/.test(`${key}${value}`)) throw new Error(`signed action parameter ${key} contains a line break`)
  }
  return [title, ...params.map(([key, value]) => `${key}: ${value}`), `Nonce: ${nonce}`, `Expires: ${expiresAt}`].join('\n')
}

/**
 * The fields every signed request adds to its own parameters. Lazy as the shared fragments are
 * (`fields.ts`): the ISO date-time check alone builds a large regular expression.
 */
export const signedActionFields = {
  nonce: z.lazy(() => z.string().regex(/^[0-9a-f]{32}$/, 'nonce')),
  expires_at: z.lazy(() => z.iso.datetime()),
  signature: z.lazy(() => z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'signature')),
}

export const actionNonce = defineEndpoint({
  method: 'GET',
  path: '/auth/action-nonce',
  auth: true,
  summary: 'A single-use nonce for one signed action of the signed-in account (10 minutes)',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ nonce: z.string(), expires_at: z.string() }),
  }),
})
