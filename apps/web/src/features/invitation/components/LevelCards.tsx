import { Award, Crown, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { teamLevels } from '@hapdex/core/api/invite'
import { useInviteInfo } from '../api/inviteInfo.ts'
import { usePartnerLevel } from '../api/partnerLevelInfo.ts'

const icons = [User, Award, Crown] as const

/** The three partner levels (team_level 0, 1, 2); the user's own is highlighted. */
export function LevelCards() {
  const { t } = useTranslation()
  const info = useInviteInfo()
  const level = usePartnerLevel()
  const current = level.data?.level_info.team_level ?? info.data?.team_level ?? 0
  const stats = level.data?.level_info

  return (
    <section className="invitation-levels" aria-label={t('invitation.levels')} data-testid="invitation-levels" data-level={current}>
      {teamLevels.map((teamLevel) => {
        const Icon = icons[teamLevel]
        return (
          <div key={teamLevel} className={`card invitation-level${teamLevel === current ? ' is-current' : ''}`} aria-current={teamLevel === current} data-testid={`level-card-${teamLevel}`}>
            <Icon aria-hidden="true" size={22} />
            <strong>{t(`invitation.level.${teamLevel}`)}</strong>
            {teamLevel === current ? <span className="invitation-level-badge">{t('invitation.currentLevel')}</span> : null}
          </div>
        )
      })}
      <dl className="card invitation-stats">
        <div>
          <dt>{t('invitation.directCount')}</dt>
          <dd className="num" data-testid="invitation-direct-count">{stats?.direct_count ?? info.data?.direct_count ?? 0}</dd>
        </div>
        <div>
          <dt>{t('invitation.drPartner')}</dt>
          <dd className="num">{stats?.dr_partner ?? 0}</dd>
        </div>
        <div>
          <dt>{t('invitation.drGenesis')}</dt>
          <dd className="num">{stats?.dr_genesis_partner ?? 0}</dd>
        </div>
      </dl>
    </section>
  )
}
