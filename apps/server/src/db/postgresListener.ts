import pg from 'pg'

/** How the listening connection shows in pg_stat_activity (and how a test finds it to cut it). */
export const LISTENER_APPLICATION_NAME = 'hapdex-listener'

export interface ListenerLog {
  info(message: string): void
  warn(message: string): void
}

export interface PostgresListenerParameters {
  url: string
  channel: string
  onNotification: (payload: string) => void
  /** The connection is back after a loss: whatever was sent meanwhile never arrived. */
  onReconnected: () => void
  log: ListenerLog
  /** The first wait before reconnecting; it doubles per failed attempt, up to `maxBackoffMs`. */
  backoffMs?: number
  maxBackoffMs?: number
  /** A connect the server never answers counts as failed after this long. */
  connectTimeoutMs?: number
}

export interface PostgresListener {
  /** Settles after the first attempt, whether it listens or failed (it keeps trying then). */
  ready: Promise<void>
  close(): Promise<void>
}

/**
 * LISTENs on a connection of its own, never one of the request pool: a pooled connection goes back
 * to the pool and its LISTEN with it. A lost connection is opened again with backoff, logged once
 * per cause, and reported when back, since notifications sent while it was away are gone.
 */
export function startPostgresListener({ url, channel, onNotification, onReconnected, log, backoffMs = 100, maxBackoffMs = 30_000, connectTimeoutMs = 10_000 }: PostgresListenerParameters): PostgresListener {
  let current: pg.Client | undefined
  let listening = false
  let closed = false
  let failures = 0
  let lostCause: string | undefined
  let retry: NodeJS.Timeout | undefined
  let settleReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (settleReady = resolve))

  const lost = (client: pg.Client, error: unknown) => {
    // A client already given up on reports its 'error' and then its 'end': the first one counts.
    if (client !== current || closed) return
    current = undefined
    listening = false
    // Its loss is told below; ending a broken connection can only fail the same way again.
    void client.end().catch(() => undefined)
    const cause = error instanceof Error ? error.message : String(error)
    if (cause !== lostCause) log.warn(`notifications: the listening connection is lost (${cause}); reconnecting, caches expire meanwhile`)
    lostCause = cause
    settleReady()
    retry = setTimeout(() => void connect(), Math.min(backoffMs * 2 ** failures, maxBackoffMs))
    failures++
  }

  const connect = async () => {
    // Keepalives find a peer gone without a word; the timeout, a connect that never answers.
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME, keepAlive: true, keepAliveInitialDelayMillis: 10_000, connectionTimeoutMillis: connectTimeoutMs })
    current = client
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotification(message.payload)
    })
    client.on('error', (error) => lost(client, error))
    client.on('end', () => lost(client, new Error('the connection ended')))
    try {
      await client.connect()
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`)
    } catch (error) {
      return lost(client, error)
    }
    if (client !== current) return
    listening = true
    failures = 0
    if (lostCause !== undefined) {
      log.info('notifications: listening again; caches cleared')
      onReconnected()
    }
    lostCause = undefined
    settleReady()
  }

  void connect()
  return {
    ready,
    async close() {
      closed = true
      clearTimeout(retry)
      const client = current
      current = undefined
      // pg's end() of a connection still being opened waits for an 'end' that never comes. A
      // shutdown's end that fails leaves nothing to do: the server drops the session with the socket.
      const ended = client?.end().catch(() => undefined)
      if (listening) await ended
    },
  }
}
