// The stand-in game service as its own process (npm start and the browser suite start it):
// GAME_PORT (0: any free port), GAME_DATA_DIR (its own folder), GAME_SERVICE_SECRET (shared with
// hapdex), GAME_SEED ("address=units,..." starting balances). Prints its URL when it listens.
import { fileGameStore } from './gameStore.ts'
import { startGameStandIn } from './gameStandInServer.ts'

const env = process.env
const secret = env['GAME_SERVICE_SECRET']
const dir = env['GAME_DATA_DIR']
if (secret === undefined || secret.length < 16 || dir === undefined) {
  console.error('game stand-in: GAME_SERVICE_SECRET (16+ characters) and GAME_DATA_DIR are required')
  process.exit(2)
}
const seed = (env['GAME_SEED'] ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [address = '', units = '0'] = entry.split('=')
    return [address, BigInt(units)] as const
  })
const standIn = await startGameStandIn({ store: fileGameStore(dir), secret, seed }, Number(env['GAME_PORT'] ?? 0))
console.log(`game service ready at ${standIn.url}`)
const stop = () => {
  void standIn.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
