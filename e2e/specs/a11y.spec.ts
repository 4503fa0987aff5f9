import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../apps/web/src/config/paths.ts'
import { connect, goTo } from '../src/accountCentre.ts'
import { launchBrowser, openWithWallet, screenSettled } from '../src/browser.ts'

/**
 * Issue 17: every route of the route map, at 390 px, through axe with the WCAG 2 A/AA rules (2.0,
 * 2.1 and 2.2: target size is a 2.2 AA rule), in both themes; plus the announcement popup and a
 * few signed-in screens. Prints each route's count of violations; fails on any serious or critical
 * one. Also: the CSP reports nothing on load (zod probing Function used to trip it).
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const blocking = new Set(['serious', 'critical'])

type Finding = { route: string; rule: string; impact: string; targets: string[]; related: string[]; summary: string }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function audit(page: Page, route: string, counts: Map<string, number>): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze()
  counts.set(route, result.violations.reduce((sum, violation) => sum + violation.nodes.length, 0))
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      route,
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      targets: node.target.map(String),
      // What a check blamed besides the node (for target-size: what covers it): a failure explains itself.
      related: [...node.any, ...node.all, ...node.none].flatMap((check) => check.relatedNodes?.map((related) => `${related.target.map(String).join(' ')} ${related.html.slice(0, 160)}`) ?? []),
      summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
    })),
  )
}

function report(title: string, counts: Map<string, number>, findings: Finding[]) {
  console.log(`axe, ${title}: violations per route`)
  for (const [route, count] of counts) console.log(`  ${count === 0 ? 'ok ' : 'BAD'} ${String(count).padStart(3)}  ${route}`)
  for (const finding of findings) {
    console.log(`  [${finding.impact}] ${finding.route} ${finding.rule} ${finding.targets.join(' ')} — ${finding.summary}`)
    for (const related of finding.related) console.log(`      related: ${related}`)
  }
  return findings.filter((finding) => blocking.has(finding.impact)).map((finding) => `${finding.route} ${finding.rule} ${finding.targets.join(' ')}`)
}

async function auditEveryRoute(page: Page, title: string) {
  const counts = new Map<string, number>()
  const findings: Finding[] = []
  for (const path of new Set(Object.values(paths))) {
    await goTo(page, path)
    await screenSettled(page)
    findings.push(...(await audit(page, path, counts)))
  }
  return report(title, counts, findings)
}

async function setTheme(page: Page, theme: 'white' | 'black') {
  await page.evaluate((value) => {
    const settings = JSON.parse(localStorage.getItem('hapdex.settings') ?? '{}') as Record<string, unknown>
    localStorage.setItem('hapdex.settings', JSON.stringify({ ...settings, theme: value }))
  }, theme)
  await page.reload()
  await page.getByTestId('wallet-button').waitFor()
}

describe('accessibility (axe, WCAG 2 A/AA, 390 px)', () => {
  it('loads without a CSP violation', async () => {
    const { page, context } = await openWithWallet(browser)
    await context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(message.text())) refused.push(message.text())
    })
    await page.reload()
    await page.getByTestId('wallet-button').waitFor()
    await page.waitForTimeout(1500)
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    expect(refused).toEqual([])
    await context.close()
  })

  it('has no serious or critical violation on any route, signed out, dark theme', async () => {
    const { page, context } = await openWithWallet(browser)
    await page.getByTestId('wallet-button').waitFor()
    expect(await auditEveryRoute(page, 'signed out, dark')).toEqual([])
    await context.close()
  }, 300_000)

  it('has no serious or critical violation on any route, signed out, light theme', async () => {
    const { page, context } = await openWithWallet(browser)
    await setTheme(page, 'white')
    expect(await auditEveryRoute(page, 'signed out, light')).toEqual([])
    await context.close()
  }, 300_000)

  it('has none with the announcement popup open, nor on the main screens signed in', async () => {
    const counts = new Map<string, number>()
    const findings: Finding[] = []
    const popup = await openWithWallet(browser, { showAnnouncement: true })
    await popup.page.getByTestId('announcement-popup').waitFor({ timeout: 15_000 })
    await screenSettled(popup.page)
    findings.push(...(await audit(popup.page, 'announcement popup', counts)))
    await popup.context.close()

    const { page, context } = await openWithWallet(browser)
    await connect(page)
    for (const path of [paths.Index, paths.Swap, paths.LiquidityIndex, paths.Assets, paths.FlashExchange, paths.Invitation, paths.MintCenter, paths.kuangchiIndex, paths.iso, paths.recruit, paths.RecuitMember, paths.childlist, paths.NFTCenter, paths.engbill, paths.nftbill, paths.circulationIndex, paths.sharePage, paths.billPage, paths.OrderPage, paths.gamePage, paths.transferPage, paths.cards]) {
      await goTo(page, path)
      await screenSettled(page)
      findings.push(...(await audit(page, `${path} (signed in)`, counts)))
    }
    await context.close()
    expect(report('popup and signed in, dark', counts, findings)).toEqual([])
  }, 200_000)
})
