import { useEffect, useRef, useState } from 'react'
import { Crown, Lock, Network, User, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { bpConfig, bpNodeConfig } from '@hapdex/core/api/bp'
import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import { Button } from '../../../components/Button.tsx'
import { displayAmount, displayRate } from '../../../lib/display.ts'
import { toastInfo } from '../../../lib/toast.ts'
import { nodeAction, nodeLevels, type NodeLevel } from '../lib/nodeView.ts'

const icons: Record<NodeLevel, LucideIcon> = { 0: User, 1: Network, 2: Crown, 3: Lock }

function centredScrollLeft(track: HTMLElement, card: HTMLElement): number {
  return card.offsetLeft - (track.clientWidth - card.clientWidth) / 2
}

/** The card whose centre is nearest the track's centre: the one the dots mark. */
function nearestCard(track: HTMLElement): number {
  const centre = track.scrollLeft + track.clientWidth / 2
  let best = 0
  let bestDistance = Infinity
  Array.from(track.children).forEach((child, index) => {
    if (!(child instanceof HTMLElement)) return
    const distance = Math.abs(child.offsetLeft + child.clientWidth / 2 - centre)
    if (distance < bestDistance) {
      best = index
      bestDistance = distance
    }
  })
  return best
}

export interface NodeCarouselProps {
  nodeLevel: number
  needValid: number
  validDirects: number
  nodeConfig: EndpointOutput<typeof bpNodeConfig> | undefined
  config: EndpointOutput<typeof bpConfig> | undefined
  onBuy: () => void
}

/** The four levels as a swipe (scroll-snap): 0 base, 1 earned, 2 bought, 3 locked. */
export function NodeCarousel({ nodeLevel, needValid, validDirects, nodeConfig, config, onBuy }: NodeCarouselProps) {
  const { t } = useTranslation()
  const track = useRef<HTMLDivElement>(null)
  // The swipe opens on the user's own level (the locked one is never theirs).
  const ownCard = Math.min(nodeLevel, 2)
  const [shown, setShown] = useState(ownCard)
  const snRate = config ? displayRate(config.sn_addition_rate) : '—'

  useEffect(() => {
    const element = track.current
    const card = element?.children[ownCard]
    if (!element || !(card instanceof HTMLElement)) return
    element.scrollLeft = centredScrollLeft(element, card)
  }, [ownCard])

  const onScroll = () => {
    const element = track.current
    if (element) setShown(nearestCard(element))
  }
  const showCard = (level: NodeLevel) => {
    track.current?.children[level]?.scrollIntoView({ behavior: 'smooth', inline: 'center', block: 'nearest' })
  }

  const button = (level: NodeLevel) => {
    const action = nodeAction(level, { nodeLevel, validDirects, need: needValid })
    switch (action) {
      case 'none':
        return null
      case 'level1Pending':
        return <Button block variant="secondary" disabled data-testid="node-action-1">{t('mint.community.level1Pending', { need: needValid })}</Button>
      case 'level1Reached':
        return <Button block variant="secondary" disabled data-testid="node-action-1">{t('mint.community.level1Reached')}</Button>
      case 'level1Included':
        return <Button block variant="secondary" disabled data-testid="node-action-1">{t('mint.community.level1Included')}</Button>
      case 'level2Buy':
        return (
          <Button block onClick={onBuy} disabled={!nodeConfig} data-testid="node-action-2">
            {t('mint.community.level2Buy', { price: nodeConfig ? displayAmount(nodeConfig.s_pay) : '—', token: nodeConfig?.token ?? '' })}
          </Button>
        )
      case 'level2Owned':
        return <Button block variant="secondary" disabled data-testid="node-action-2">{t('mint.community.level2Owned')}</Button>
      case 'locked':
        return <Button block variant="secondary" onClick={() => toastInfo(t('mint.community.lockedToast'))} data-testid="node-action-3">{t('mint.community.locked')}</Button>
    }
  }

  return (
    <section className="node-carousel" aria-label={t('mint.community.levels')} data-testid="node-carousel" data-level={nodeLevel}>
      <div className="node-track" ref={track} onScroll={onScroll}>
        {nodeLevels.map((level) => {
          const Icon = icons[level]
          const current = level === nodeLevel
          return (
            <article key={level} className={`node-card node-card-${level}${current ? ' is-current' : ''}`} aria-current={current} data-testid={`node-card-${level}`}>
              <div className="node-card-head">
                <span className="node-card-icon"><Icon aria-hidden="true" size={26} /></span>
                <div>
                  <span className="node-card-level">Lv.{level}</span>
                  <h3 className="node-card-name">{t(`mint.community.level.${level}`)}</h3>
                </div>
                {current ? <span className="node-card-badge">{t('mint.community.current')}</span> : null}
              </div>
              <p className="node-card-perk">{t(`mint.community.perk.${level}`, { rate: snRate })}</p>
              {button(level)}
            </article>
          )
        })}
      </div>
      <div className="node-dots">
        {nodeLevels.map((level) => (
          <button
            key={level}
            type="button"
            className={`node-dot${level === shown ? ' is-active' : ''}`}
            aria-label={t('mint.community.showLevel', { level })}
            aria-pressed={level === shown}
            onClick={() => showCard(level)}
          />
        ))}
      </div>
    </section>
  )
}
