import { adminRequestList } from '@hapdex/core/api/operatorRequests'
import { useCustom } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

type RequestList = z.output<typeof adminRequestList.output>

/** The two-operator rules as the server applies them, or that they are off (a single operator). */
export function TwoOperatorRules() {
  const { t } = useTranslation()
  const { query } = useCustom<RequestList>({ url: adminRequestList.path, method: 'get', config: { query: { page: 1, page_size: 1 } } })
  const data = query.data?.data
  if (data === undefined) return null
  const kind = (name: string) => t(`requests.kinds.${name}`, { defaultValue: name })
  if (!data.two_operators) return <p className="card muted">{t('requests.rulesOff')}</p>
  return (
    <div className="card">
      <p>{t('requests.rulesOn')}</p>
      <ul>
        {data.rules.map((rule) => (
          <li key={`${rule.kind}-${rule.token ?? ''}-${rule.above ?? ''}`}>
            {rule.above === null ? t('requests.ruleAlways', { kind: kind(rule.kind) }) : t('requests.ruleAbove', { kind: kind(rule.kind), amount: rule.above, token: rule.token ?? t('requests.anyToken') })}
          </li>
        ))}
      </ul>
    </div>
  )
}
