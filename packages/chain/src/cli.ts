import { testAccounts } from './accounts.ts'
import { startDevnet } from './devnet.ts'

const port = Number(process.env.PORT_RPC ?? 8545)
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT_RPC must be a port number, got ${process.env.PORT_RPC}`)
const startedAt = Date.now()
const devnet = await startDevnet({ port })
const [firstAccount] = testAccounts

console.log(`hapdex devnet ready in ${Date.now() - startedAt} ms`)
console.log(`  RPC URL:     ${devnet.rpcUrl}`)
console.log(`  chain id:    ${devnet.deployment.chain.chainId}`)
console.log(`  deployment:  ${devnet.deploymentPath}`)
if (firstAccount) console.log(`  funded key:  ${firstAccount.privateKey} (${firstAccount.address})`)
console.log('Ctrl-C to stop.')

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void devnet.stop().then(() => {
      console.log('devnet stopped')
      process.exit(0)
    })
  })
}
