/**
 * A strict reader of Prometheus's text exposition format (version 0.0.4), for tests: what a
 * scrape sends, read as Prometheus reads it. Anything the format does not allow throws, with the
 * line: a HELP or TYPE given twice or after the family's samples, a sample of a family with no
 * TYPE, a malformed name, label or value, a label given twice, one series given twice.
 */

export interface PrometheusSample {
  /** The sample's own name: a histogram's carry _bucket, _sum or _count. */
  name: string
  labels: Readonly<Record<string, string>>
  value: number
}

export interface PrometheusFamily {
  name: string
  help: string
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped'
  samples: PrometheusSample[]
}

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const labelName = /^[a-zA-Z_][a-zA-Z0-9_]*$/
const types = ['counter', 'gauge', 'histogram', 'summary', 'untyped'] as const
const suffixes: Record<PrometheusFamily['type'], readonly string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
}

export function parsePrometheusText(text: string): Map<string, PrometheusFamily> {
  if (!text.endsWith('\n')) throw new Error('the exposition does not end with a line feed')
  const families = new Map<string, PrometheusFamily & { helpSeen: boolean; typeSeen: boolean }>()
  const series = new Set<string>()
  const family = (name: string, line: string) => {
    if (!metricName.test(name)) throw new Error(`not a metric name: ${line}`)
    let found = families.get(name)
    if (found === undefined) families.set(name, (found = { name, help: '', type: 'untyped', samples: [], helpSeen: false, typeSeen: false }))
    return found
  }
  for (const line of text.slice(0, -1).split('\n')) {
    if (line.trim() === '') continue
    const comment = /^#\s*(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(line)
    if (comment !== null) {
      const [, keyword, name = '', rest = ''] = comment
      const found = family(name, line)
      if (found.samples.length > 0) throw new Error(`${keyword} after the samples of ${name}: ${line}`)
      if (keyword === 'HELP') {
        if (found.helpSeen) throw new Error(`a second HELP for ${name}`)
        found.help = unescape(rest, false, line)
        found.helpSeen = true
      } else {
        if (found.typeSeen) throw new Error(`a second TYPE for ${name}`)
        if (!(types as readonly string[]).includes(rest)) throw new Error(`not a metric type: ${line}`)
        found.type = rest as PrometheusFamily['type']
        found.typeSeen = true
      }
      continue
    }
    if (line.startsWith('#')) continue
    const sample = parseSample(line)
    const exact = families.get(sample.name)
    const owner = exact?.typeSeen && suffixes[exact.type].includes('') ? exact : [...families.values()].find((candidate) => suffixes[candidate.type].some((suffix) => candidate.name + suffix === sample.name))
    if (owner === undefined || !owner.typeSeen) throw new Error(`a sample of a family with no TYPE before it: ${line}`)
    const key = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`
    if (series.has(key)) throw new Error(`a series given twice: ${line}`)
    series.add(key)
    owner.samples.push(sample)
  }
  return new Map([...families].map(([name, { helpSeen: _help, typeSeen: _type, ...rest }]) => [name, rest]))
}

function parseSample(line: string): PrometheusSample {
  const head = /^([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(line)
  if (head === null) throw new Error(`not a sample: ${line}`)
  const name = head[1] ?? ''
  let at = name.length
  const labels: Record<string, string> = {}
  if (line[at] === '{') {
    at += 1
    while (line[at] !== '}') {
      const label = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\.)*)"/.exec(line.slice(at))
      if (label === null) throw new Error(`a malformed label: ${line}`)
      const [whole, key = '', raw = ''] = label
      if (!labelName.test(key) || key in labels) throw new Error(`a label given twice or misnamed: ${line}`)
      labels[key] = unescape(raw, true, line)
      at += whole.length
      if (line[at] === ',') at += 1
      else if (line[at] !== '}') throw new Error(`a malformed label list: ${line}`)
    }
    at += 1
  }
  const rest = /^ (\S+)(?: (-?\d+))?$/.exec(line.slice(at))
  if (rest === null) throw new Error(`a malformed value: ${line}`)
  return { name, labels, value: parseValue(rest[1] ?? '', line) }
}

function parseValue(text: string, line: string): number {
  if (/^[+]?inf$/i.test(text)) return Infinity
  if (/^-inf$/i.test(text)) return -Infinity
  if (/^nan$/i.test(text)) return NaN
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a value: ${line}`)
  return Number(text)
}

/** HELP text escapes backslash and line feed; label values also the double quote. */
function unescape(text: string, quoted: boolean, line: string): string {
  return text.replace(/\\(.?)/g, (_match, next: string) => {
    if (next === '\\') return '\\'
    if (next === 'n') return '\n'
    if (quoted && next === '"') return '"'
    throw new Error(`a stray backslash: ${line}`)
  })
}

/** The one sample of `name` with exactly these labels; undefined when there is none. */
export function sampleValue(families: Map<string, PrometheusFamily>, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort())
  for (const family of families.values()) {
    const found = family.samples.find((sample) => sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted)
    if (found !== undefined) return found.value
  }
  return undefined
}
