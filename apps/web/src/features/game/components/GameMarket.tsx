import { ArrowLeftRight, Coins, Gamepad2, Gift, Pickaxe, Repeat, Sprout } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/Button.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { useWalletAction } from '../../../components/walletAction.ts'
import { href, type RouteName } from '../../../config/paths.ts'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { useGameEnter } from '../api/gameActions.ts'
import { useGamePrices } from '../api/gameQueries.ts'
import '../game.css'

/** Spec 3's ecology links from the game market page, in its order. */
const ecology = [
  { route: 'Swap', icon: Repeat },
  { route: 'earn', icon: Pickaxe },
  { route: 'NFTCenter', icon: Gift },
  { route: 'iso', icon: Sprout },
  { route: 'Invitation', icon: Coins },
] as const satisfies readonly { route: RouteName; icon: unknown }[]

/** gamePage (spec 3, "Game market"): the marketing page, the game link, two token prices and the ecology links. */
export default function GameMarket() {
  const { t } = useTranslation()
  return (
    <div className="programme-screen" data-route-name="gamePage" data-testid="game-market">
      <div className="programme-head">
        <h1 className="programme-title">{t('game.title')}</h1>
        <Link to={href('transferPage')} className="programme-link" data-testid="game-transfer-link">
          <ArrowLeftRight aria-hidden="true" size={18} />
          {t('game.transferLink')}
        </Link>
      </div>
      <section className="card game-hero" aria-labelledby="game-hero-title">
        <Gamepad2 aria-hidden="true" size={40} />
        <h2 id="game-hero-title" className="game-subtitle">{t('game.hero.title')}</h2>
        <p>{t('game.hero.text')}</p>
        <EnterButton />
      </section>
      <Prices />
      <section className="card game-card" aria-labelledby="game-ecology-title">
        <h2 id="game-ecology-title" className="game-subtitle">{t('game.ecology.title')}</h2>
        <ul className="game-ecology">
          {ecology.map(({ route, icon: Icon }) => (
            <li key={route}>
              <Link to={href(route)} className="game-ecology-link" data-testid={`game-ecology-${route}`}>
                <Icon aria-hidden="true" size={22} />
                <span>{t(`game.ecology.${route}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** The game link: `Game Encrypt Address` signed, then the game site opens with the token as token_value. */
function EnterButton() {
  const { t } = useTranslation()
  const session = useSession()
  const wallet = useWalletAction()
  const enter = useGameEnter()
  if (session === null) {
    return (
      <Button block onClick={wallet.run} disabled={!wallet.run} data-testid="game-connect">
        {t('game.connectFirst')}
      </Button>
    )
  }
  const go = () => enter.mutate(undefined, { onSuccess: (answer) => window.location.assign(answer.data.url), onError: toastActionError })
  return (
    <Button block loading={enter.isPending} onClick={go} data-testid="game-enter">
      {t('game.enter')}
    </Button>
  )
}

function Prices() {
  const { t } = useTranslation()
  const prices = useGamePrices()
  return (
    <section className="card game-card" aria-labelledby="game-prices-title" data-testid="game-prices">
      <h2 id="game-prices-title" className="game-subtitle">{t('game.prices.title')}</h2>
      {prices.isPending ? (
        <Skeleton label={t('app.loading')} rows={2} />
      ) : prices.isError ? (
        <LoadFailed text={t('game.loadFailed')} onRetry={() => void prices.refetch()} retrying={prices.isFetching} testId="game-prices-error" />
      ) : prices.data.length === 0 ? (
        <p className="muted">{t('game.prices.none')}</p>
      ) : (
        <dl className="game-figures">
          {prices.data.map((item) => (
            <div key={item.symbol}>
              <dt>{item.symbol}</dt>
              <dd className="num" data-testid={`game-price-${item.symbol}`}>${displayAmount(item.price_usd, 4)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
