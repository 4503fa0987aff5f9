import { adminSettlementDayPriceSet, type settlementDayPrice } from '@hapdex/core/api/programmes'
import { useCustomMutation } from '@refinedev/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { fieldErrors } from '../lib/schemaForm.ts'

type DayPrice = z.output<typeof settlementDayPrice>

/** What a run waiting on a missing price asks for, read from its detail ("no GOC price for 2026-03-17: …"). */
export function missingPrice(detail: string): { symbol: string; day: string } | undefined {
  const match = /^no (\S+) price for (\d{4}-\d{2}-\d{2}):/.exec(detail)
  return match === null ? undefined : { symbol: match[1]!, day: match[2]! }
}

export interface PriceRequest {
  symbol: string
  day: string
  /** Changes with each "Enter its price" press, so the form takes the run's day and token again. */
  seq: number
}

/**
 * Fixes the USD price of a day that no snapshot, pair or earlier price can price (decision 0045):
 * once, audited; the waiting day settles on the worker's next pass.
 */
export function DayPriceForm({ request, onFixed }: { request: PriceRequest | undefined; onFixed: (price: DayPrice) => Promise<void> }) {
  return <DayPriceFields key={request?.seq ?? 0} request={request} onFixed={onFixed} />
}

function DayPriceFields({ request, onFixed }: { request: PriceRequest | undefined; onFixed: (price: DayPrice) => Promise<void> }) {
  const { t } = useTranslation()
  const [day, setDay] = useState(request?.day ?? '')
  const [symbol, setSymbol] = useState(request?.symbol ?? '')
  const [price, setPrice] = useState('')
  const { mutateAsync, mutation } = useCustomMutation<DayPrice>()
  const error = mutation.isError ? (mutation.error?.message ?? '') : ''
  const byField = fieldErrors(error, ['day', 'symbol', 'price'])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutateAsync({ url: adminSettlementDayPriceSet.path, method: 'post', values: { day, symbol: symbol.trim(), price: price.trim() } })
      .then(({ data }) => onFixed(data))
      .catch(() => undefined)
  }
  return (
    <form className="card inline-form day-price-form" onSubmit={submit} noValidate aria-labelledby="day-price-title">
      <h2 id="day-price-title">{t('settlement.priceTitle')}</h2>
      <label className="field">
        <span>{t('settlement.priceDay')}</span>
        <input type="date" value={day} onChange={(event) => setDay(event.target.value)} aria-invalid={byField.day !== undefined} aria-describedby="day-price-error" />
      </label>
      <label className="field">
        <span>{t('settlement.priceToken')}</span>
        <input value={symbol} onChange={(event) => setSymbol(event.target.value)} aria-invalid={byField.symbol !== undefined} aria-describedby="day-price-error" />
      </label>
      <label className="field">
        <span>{t('settlement.priceUsd')}</span>
        <input inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} aria-invalid={byField.price !== undefined} aria-describedby="day-price-error" />
      </label>
      <button type="submit" className="primary" disabled={mutation.isPending || day === '' || symbol.trim() === '' || price.trim() === ''}>
        {t('settlement.fixPrice')}
      </button>
      <p className="muted hint">{t('settlement.priceHint')}</p>
      <p id="day-price-error" role="alert" className="error">
        {error}
      </p>
    </form>
  )
}
