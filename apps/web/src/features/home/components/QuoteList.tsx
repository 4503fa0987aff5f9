import { useTranslation } from 'react-i18next'
import { displayAmount } from '../../../lib/display.ts'
import { useQuotes } from '../api/tokenQuote.ts'
import { tokenLogo } from '../../../lib/publicAsset.ts'

export function QuoteList() {
  const { t } = useTranslation()
  const { data } = useQuotes()
  if (!data || data.length === 0) return null
  return (
    <section className="card home-quotes" data-testid="home-quotes">
      <h2 className="home-section-title">{t('home.quotes')}</h2>
      <ul className="list">
        {data.map((quote) => (
          <li key={quote.token_key} className="list-row home-quote-row">
            <img src={tokenLogo(quote.logo, quote.symbol)} alt="" width={28} height={28} />
            <span className="home-asset-name">{quote.symbol}</span>
            <span className="num">${displayAmount(quote.price_usd, 6)}</span>
            <span className={`num home-quote-change ${quote.change_24h?.startsWith('-') ? 'is-down' : 'is-up'}`}>
              {quote.change_24h === null ? '—' : `${quote.change_24h.startsWith('-') ? '' : '+'}${quote.change_24h}%`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
