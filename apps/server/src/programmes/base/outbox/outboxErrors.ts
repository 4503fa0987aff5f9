/**
 * Thrown by a handler when the work can never succeed: the other side answered a definite "no"
 * (unknown account, amount refused). The job dies at once and the handler's compensation runs.
 * Any other error is retried: a timeout or a dropped connection says nothing about whether the
 * other side did the work, and only a retry with the same key can find out safely.
 */
export class DefiniteFailureError extends Error {
  override name = 'DefiniteFailureError'
}

/** The same (kind, key) was enqueued again with another payload: one key must always mean one piece of work. */
export class OutboxKeyReusedError extends Error {
  override name = 'OutboxKeyReusedError'
  constructor(readonly kind: string, readonly key: string) {
    super(`outbox job ${kind}/${key} exists with another payload`)
  }
}
