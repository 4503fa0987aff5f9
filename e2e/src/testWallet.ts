import type { BrowserContext, Page } from 'playwright-core'
import {
  createWalletClient,
  hexToBigInt,
  http,
  type Hex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * A wallet for browser tests: the page sees an EIP-1193 provider (announced through EIP-6963 and
 * set as `window.ethereum`, as wallet in-app browsers do), while keys and signing stay in Node.
 * Reads go to the devnet RPC unchanged, so every test talks to the real chain.
 */
export interface TestWalletOptions {
  rpcUrl: string
  chainId: number
  privateKey: Hex
}

interface RpcRequest {
  method: string
  params?: unknown[]
}

class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export class TestWallet {
  account: LocalAccount
  chainId: number
  /** Chains the wallet knows: the devnet, plus any the page added. */
  readonly knownChains = new Set<number>()
  /** When set, the next signature or transaction request is refused as a user would. */
  rejectNext = false
  readonly requests: string[] = []
  private connected = false
  private pages = new Set<Page>()

  constructor(private readonly options: TestWalletOptions) {
    this.account = privateKeyToAccount(options.privateKey)
    this.chainId = options.chainId
    this.knownChains.add(options.chainId)
  }

  get address() {
    return this.account.address
  }

  async install(context: BrowserContext) {
    await context.exposeBinding('__hapdexWalletRequest', async ({ page }, request: RpcRequest) => {
      this.pages.add(page)
      try {
        return { result: await this.handle(request) }
      } catch (error) {
        const code = error instanceof WalletRpcError ? error.code : -32603
        return { error: { code, message: error instanceof Error ? error.message : String(error) } }
      }
    })
    await context.addInitScript({ content: providerScript })
  }

  /** As a wallet browser that has seen the site before: the page finds the account without asking. */
  authorize() {
    this.connected = true
  }

  async switchAccount(privateKey: Hex) {
    this.account = privateKeyToAccount(privateKey)
    await this.emit('accountsChanged', [this.account.address])
  }

  async setChain(chainId: number) {
    this.chainId = chainId
    await this.emit('chainChanged', `0x${chainId.toString(16)}`)
  }

  private async emit(event: string, payload: unknown) {
    for (const page of this.pages) {
      if (page.isClosed()) continue
      await page.evaluate(([name, data]) => window.__hapdexWalletEmit?.(name as string, data), [event, payload] as const)
    }
  }

  private async handle({ method, params = [] }: RpcRequest): Promise<unknown> {
    this.requests.push(method)
    switch (method) {
      case 'eth_requestAccounts':
        this.connected = true
        return [this.account.address]
      case 'eth_accounts':
        return this.connected ? [this.account.address] : []
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`
      case 'net_version':
        return String(this.chainId)
      case 'wallet_requestPermissions':
        this.connected = true
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_revokePermissions':
        this.connected = false
        return null
      case 'wallet_switchEthereumChain':
        return this.switchChain(params[0] as { chainId: Hex })
      case 'wallet_addEthereumChain':
        this.knownChains.add(Number((params[0] as { chainId: Hex }).chainId))
        return this.switchChain(params[0] as { chainId: Hex })
      case 'personal_sign':
        this.refuseIfAsked()
        return this.account.signMessage({ message: { raw: params[0] as Hex } })
      case 'eth_signTypedData_v4':
        this.refuseIfAsked()
        return this.account.signTypedData(JSON.parse(params[1] as string) as TypedDataDefinition)
      case 'eth_sendTransaction':
        this.refuseIfAsked()
        return this.sendTransaction(params[0] as TransactionRequest)
      default:
        return this.forward(method, params)
    }
  }

  private refuseIfAsked() {
    if (!this.rejectNext) return
    this.rejectNext = false
    throw new WalletRpcError(4001, 'User rejected the request.')
  }

  private async switchChain({ chainId }: { chainId: Hex }) {
    const id = Number(chainId)
    if (!this.knownChains.has(id)) throw new WalletRpcError(4902, `Unrecognized chain ID "${chainId}".`)
    await this.setChain(id)
    return null
  }

  private async sendTransaction(tx: TransactionRequest) {
    const client = createWalletClient({ account: this.account, transport: http(this.options.rpcUrl) })
    const chain = { id: this.chainId, name: 'devnet', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrls: { default: { http: [this.options.rpcUrl] } } }
    return client.sendTransaction({
      chain,
      to: tx.to ?? null,
      data: tx.data ?? tx.input,
      value: tx.value ? hexToBigInt(tx.value) : undefined,
      gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
      gasPrice: tx.gasPrice ? hexToBigInt(tx.gasPrice) : undefined,
    } as Parameters<typeof client.sendTransaction>[0])
  }

  private async forward(method: string, params: unknown[]) {
    const response = await fetch(this.options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new WalletRpcError(body.error.code, body.error.message)
    return body.result
  }
}

interface TransactionRequest {
  to?: Hex
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
}

declare global {
  interface Window {
    __hapdexWalletEmit?: (event: string, payload: unknown) => void
  }
}

/** Runs in the page before any app script. Kept as plain JS text: it is not bundled. */
const providerScript = `(() => {
  const listeners = new Map()
  const provider = {
    isMetaMask: true,
    isHapdexTestWallet: true,
    async request({ method, params }) {
      const answer = await window.__hapdexWalletRequest({ method, params: params ?? [] })
      if (answer.error) {
        const error = new Error(answer.error.message)
        error.code = answer.error.code
        throw error
      }
      return answer.result
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event).add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  window.__hapdexWalletEmit = (event, payload) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#f0b90b"/></svg>')
  const detail = Object.freeze({
    info: Object.freeze({ uuid: '6f1c8f7e-2b1a-4c1e-9a57-3f6f2f0d7a11', name: 'Test Wallet', icon, rdns: 'dev.hapdex.testwallet' }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  window.ethereum = provider
  announce()
})()`
