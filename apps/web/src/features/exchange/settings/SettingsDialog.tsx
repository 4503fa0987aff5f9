import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isSlippagePersistable, SLIPPAGE_PRESETS, slippageWarning } from '@hapdex/core/rules/slippage'
import { Dialog } from '../../../components/Dialog.tsx'
import { updateSettings, useSettings, type Settings } from '../../../lib/settings.ts'

const gasTiers = ['standard', 'fast', 'instant'] as const satisfies readonly Settings['gasPriceType'][]

/** Spec 2 settings popup on the persisted settings store. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <Dialog open={open} onClose={onClose} title={t('exchange.settings.title')} testId="settings">
      <div className="settings-body">
        <fieldset className="settings-group">
          <legend className="field-label">{t('exchange.settings.gasPrice')}</legend>
          <div className="chip-row">
            {gasTiers.map((tier) => (
              <button key={tier} type="button" className="chip" aria-pressed={settings.gasPriceType === tier} onClick={() => updateSettings({ gasPriceType: tier, gasPrice: '' })} data-testid={`gas-${tier}`}>
                {t(`exchange.settings.gas.${tier}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <SlippageField value={settings.slippage} />
        <DeadlineField minutes={settings.deadline} />
        <Toggle label={t('exchange.settings.multipath')} hint={t('exchange.settings.multipathHint')} checked={settings.multipath} onChange={(multipath) => updateSettings({ multipath })} testId="multipath-toggle" />
        <Toggle label={t('exchange.settings.expert')} hint={t('exchange.settings.expertHint')} checked={settings.expert} onChange={(expert) => updateSettings({ expert })} testId="expert-toggle" />
      </div>
    </Dialog>
  )
}

function SlippageField({ value }: { value: string }) {
  const { t } = useTranslation()
  // The typed text is local: a value of 50 or more shows its warning but is never saved.
  const [typed, setTyped] = useState(SLIPPAGE_PRESETS.includes(value as never) ? '' : value)
  const shown = typed === '' ? value : typed
  const warning = slippageWarning(shown)
  const onType = (text: string) => {
    if (!/^\d*\.?\d*$/.test(text)) return
    setTyped(text)
    if (text !== '' && isSlippagePersistable(text)) updateSettings({ slippage: text })
  }
  return (
    <fieldset className="settings-group">
      <legend className="field-label">{t('exchange.settings.slippage')}</legend>
      <div className="chip-row">
        {SLIPPAGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="chip"
            aria-pressed={typed === '' && Number(value) === Number(preset)}
            onClick={() => {
              setTyped('')
              updateSettings({ slippage: preset })
            }}
            data-testid={`slippage-${preset}`}
          >
            {preset}%
          </button>
        ))}
        <span className="input-with-unit">
          <input className="text-input num slippage-input" inputMode="decimal" value={typed} placeholder={value} onChange={(event) => onType(event.target.value)} aria-label={t('exchange.settings.slippage')} data-testid="slippage-input" />
          <span className="muted">%</span>
        </span>
      </div>
      {warning !== 'none' ? (
        <p className={`settings-warning settings-warning-${warning}`} role="alert" data-testid="slippage-warning">
          {t(`exchange.settings.slippageWarning.${warning}`)}
        </p>
      ) : null}
    </fieldset>
  )
}

/** Deadline in whole minutes, at least 1; anything else is not saved, and the field says so. */
export function deadlineMinutes(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined
  const minutes = Number.parseInt(text, 10)
  return minutes > 0 ? minutes : undefined
}

function DeadlineField({ minutes }: { minutes: number }) {
  const { t } = useTranslation()
  // The typed text is local so a 0 (or an empty field) stays visible with its message instead of snapping back.
  const [typed, setTyped] = useState<string | undefined>(undefined)
  const shown = typed ?? String(minutes)
  const invalid = typed !== undefined && deadlineMinutes(typed) === undefined
  return (
    <div className="settings-group">
      <label className="field-label" htmlFor="deadline-input">
        {t('exchange.settings.deadline')}
      </label>
      <span className="input-with-unit">
        <input
          id="deadline-input"
          className="text-input num"
          inputMode="numeric"
          value={shown}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'deadline-warning' : undefined}
          onChange={(event) => {
            const text = event.target.value
            if (!/^\d*$/.test(text)) return
            setTyped(text)
            const parsed = deadlineMinutes(text)
            if (parsed !== undefined) updateSettings({ deadline: parsed })
          }}
          onBlur={() => {
            if (!invalid) setTyped(undefined)
          }}
          data-testid="deadline-input"
        />
        <span className="muted">{t('exchange.settings.minutes')}</span>
      </span>
      {invalid ? (
        <p id="deadline-warning" className="settings-warning settings-warning-zero" role="alert" data-testid="deadline-warning">
          {t('exchange.settings.deadlineInvalid', { minutes })}
        </p>
      ) : null}
    </div>
  )
}

function Toggle({ label, hint, checked, onChange, testId }: { label: string; hint: string; checked: boolean; onChange: (value: boolean) => void; testId: string }) {
  return (
    <div className="settings-toggle">
      <span>
        <span className="field-label">{label}</span>
        <span className="muted settings-hint">{hint}</span>
      </span>
      <button type="button" role="switch" aria-checked={checked} aria-label={label} className="switch" onClick={() => onChange(!checked)} data-testid={testId}>
        <span className="switch-thumb" />
      </button>
    </div>
  )
}
