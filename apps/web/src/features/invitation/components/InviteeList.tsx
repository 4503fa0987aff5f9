import { useState, type FormEvent } from 'react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { shortenAddress } from '../../../lib/format.ts'
import { useInvitees } from '../api/childrenList.ts'

/** Direct invitees with their level and their own level-1 / level-2 invitees; searchable by address. */
export function InviteeList() {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const [search, setSearch] = useState('')
  const invitees = useInvitees(search)
  const rows = invitees.data?.pages.flatMap((page) => page.list) ?? []
  const total = invitees.data?.pages[0]?.total

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSearch(draft.trim())
  }

  return (
    <section className="card invitation-invitees" data-testid="invitation-invitees">
      <h2 className="invitation-section-title">
        {t('invitation.invitees')}
        {total !== undefined ? <span className="muted num"> ({total})</span> : null}
      </h2>
      <form className="invitation-search" onSubmit={submit} role="search">
        <input
          className="text-input mono"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('invitation.searchPlaceholder')}
          aria-label={t('invitation.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          data-testid="invitation-search"
        />
        <button type="submit" className="icon-button" aria-label={t('invitation.search')} data-testid="invitation-search-submit">
          <Search aria-hidden="true" size={18} />
        </button>
      </form>
      {invitees.isPending ? (
        <Skeleton label={t('app.loading')} rows={3} />
      ) : rows.length === 0 ? (
        <p className="muted">{t('invitation.noInvitees')}</p>
      ) : (
        <table className="invitation-table">
          <thead>
            <tr>
              <th scope="col">{t('invitation.colAddress')}</th>
              <th scope="col">{t('invitation.colLevel')}</th>
              <th scope="col">{t('invitation.colPartner')}</th>
              <th scope="col">{t('invitation.colGenesis')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.address} data-testid="invitee-row" data-address={row.address}>
                <td className="mono" title={row.address}>{shortenAddress(row.address)}</td>
                <td>{t(`invitation.level.${row.team_level}`)}</td>
                <td className="num">{row.dr_partner}</td>
                <td className="num">{row.dr_genesis_partner}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {invitees.hasNextPage ? (
        <Button variant="secondary" block loading={invitees.isFetchingNextPage} onClick={() => void invitees.fetchNextPage()}>
          {t('invitation.loadMore')}
        </Button>
      ) : null}
    </section>
  )
}
