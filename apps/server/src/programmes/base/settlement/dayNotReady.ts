/**
 * Thrown by a job's `prepare` when what the day is settled from has not all arrived yet (the
 * chain's logs of the day not read to its end): the runner records the day as `waiting` with this
 * message, posts nothing, and tries it again on its next pass. Unlike a failure, nothing is wrong.
 */
export class DayNotReadyError extends Error {
  override name = 'DayNotReadyError'
}
