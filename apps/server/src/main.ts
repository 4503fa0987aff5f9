import { startServer } from './server.ts'

const server = await startServer().catch((error: unknown) => {
  // A wrong setting is the operator's to fix: the message says what, a stack trace would not help.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.log.info({ signal }, 'shutting down')
    void server.close().then(() => process.exit(0))
  })
}
