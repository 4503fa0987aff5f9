/** What bench/herd/serve.ts hands run.ts: the rounds on sale (ready line) and the pre-signed requests (a file). */
export interface HerdRound {
  id: number
  pay_amount: string
  max_recruit: number
}

export interface HerdRequests {
  /** What every buyer was credited, in base units (a string: JSON has no bigint). */
  credit: string
  buyerIds: number[]
  requests: { authorization: string; body: string }[]
}

export interface HerdReady {
  appUrl: string
  controlUrl: string
  dbUrl: string
  dbName: string
  adminUrl: string
  bodiesFile: string
  rounds: HerdRound[]
  instances: number
  poolMax: number
  leaders: number
}
