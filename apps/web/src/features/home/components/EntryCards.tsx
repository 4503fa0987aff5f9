import { ArrowLeftRight, Coins, Sprout } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { href } from '../../../config/paths.ts'

const cards = [
  { key: 'swap', to: href('Swap'), Icon: ArrowLeftRight },
  { key: 'earn', to: href('earn'), Icon: Sprout },
  { key: 'iso', to: href('iso'), Icon: Coins },
] as const

/** Cards to Swap, earn and iso, then the partner logos shipped in public/partners. */
export function EntryCards() {
  const { t } = useTranslation()
  return (
    <>
      <nav className="home-entry-cards" aria-label={t('home.explore')}>
        {cards.map(({ key, to, Icon }) => (
          <Link key={key} to={to} className="card home-entry-card" data-testid={`home-card-${key}`}>
            <Icon aria-hidden="true" size={24} />
            <strong>{t(`home.card.${key}.title`)}</strong>
            <span className="muted">{t(`home.card.${key}.text`)}</span>
          </Link>
        ))}
      </nav>
      <section className="home-partners" aria-label={t('home.partners')}>
        <h2 className="home-section-title">{t('home.partners')}</h2>
        <div className="home-partner-grid">
          {['nodeworks', 'ledgerline', 'blockyard', 'swapforge'].map((name) => (
            <img key={name} src={`${import.meta.env.BASE_URL}partners/${name}.svg`} alt={name} width={132} height={32} loading="lazy" />
          ))}
        </div>
      </section>
    </>
  )
}
