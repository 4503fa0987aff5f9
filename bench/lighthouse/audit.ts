import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** Debian's Chromium, headless, with nothing that talks to the internet on its own. */
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export interface AuditFigures {
  /** 0–100, as Lighthouse shows it. */
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  readonly fcpMs: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly cls: number
  readonly transferredKiB: number
  /** Lighthouse's own measure of this machine's speed at the time (higher is faster). */
  readonly benchmarkIndex: number
}

/**
 * One Lighthouse run of `url` with its defaults: the mobile preset, simulated slow 4G and a 4×
 * slower CPU. Each run gets its own Chromium and profile, so every cache starts cold.
 */
export async function auditOnce(url: string, reportPath?: string): Promise<AuditFigures> {
  // Trace recording fails now and then on a busy machine (NO_NAVSTART, NO_FCP): such a run
  // measured nothing, so it is run again rather than counted.
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditInChrome(url, reportPath)
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error
      console.warn(`${error.message}; running it again`)
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function auditInChrome(url: string, reportPath: string | undefined): Promise<AuditFigures> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    })
    if (!result) throw new Error(`no Lighthouse result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    if (reportPath) writeFileSync(reportPath, typeof result.report === 'string' ? result.report : JSON.stringify(lhr))
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const value = (id: string) => {
      const numeric = lhr.audits[id]?.numericValue
      if (numeric === undefined) throw new Error(`Lighthouse gave no ${id} for ${url}`)
      return numeric
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      transferredKiB: value('total-byte-weight') / 1024,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
  } finally {
    chrome.kill()
  }
}

export function reportFile(dir: string | undefined, route: string, run: number): string | undefined {
  return dir ? join(dir, `${route}-${run}.json`) : undefined
}
