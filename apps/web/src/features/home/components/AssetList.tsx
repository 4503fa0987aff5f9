import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { useHomeWallet } from '../api/walletList.ts'
import { tokenLogo } from '../../../lib/publicAsset.ts'

const isZero = (wire: string) => /^[0.]+$/.test(wire)

/** Custodial balances in the app's one wallet-amount format; the checkbox hides tokens with nothing in them. */
export function AssetList() {
  const { t } = useTranslation()
  const session = useSession()
  const wallet = useHomeWallet()
  const [hideZero, setHideZero] = useState(false)
  const checkboxId = useId()
  const rows = (wallet.data?.list ?? []).filter((asset) => !hideZero || !isZero(asset.balance))

  return (
    <section className="card home-assets" data-testid="home-assets">
      <header className="home-section-header">
        <h2>{t('home.assets')}</h2>
        <label htmlFor={checkboxId} className="home-hide-zero">
          <input id={checkboxId} type="checkbox" checked={hideZero} onChange={(event) => setHideZero(event.target.checked)} data-testid="home-hide-zero" />
          {t('home.hideZero')}
        </label>
      </header>
      {!session ? (
        <p className="muted">{t('home.connectForAssets')}</p>
      ) : wallet.isPending ? (
        <Skeleton label={t('app.loading')} rows={3} />
      ) : rows.length === 0 ? (
        <p className="muted">{t('home.noAssets')}</p>
      ) : (
        <ul className="list">
          {rows.map((asset) => (
            <li key={asset.token_id} className="list-row home-asset-row" data-testid={`home-asset-${asset.token}`}>
              <img src={tokenLogo(asset.logo, asset.token)} alt="" width={28} height={28} />
              <span className="home-asset-name">{asset.token}</span>
              <span className="num home-asset-amount">{displayAmount(asset.usable)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
