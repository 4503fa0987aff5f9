/**
 * Where a bench/api CPU profile's time went: self time by function or by package, or the time
 * spent under each function (inclusive). Run: npx tsx bench/api/profileSummary.ts <file.cpuprofile> [self|package|inclusive] [rows]
 *
 * V8's profiler samples on wall-clock ticks: on a busy machine a tick while the server waits for
 * the CPU is charged to whatever it was doing, often a socket write (`writev`). Compare the
 * profile's shares between two runs of one machine, and the bench's CPU columns for totals.
 */
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [file, mode = 'self', rows = '40'] = process.argv.slice(2)
if (file === undefined) throw new Error('usage: profileSummary.ts <file.cpuprofile> [self|package|inclusive] [rows]')
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parents = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)

/** node_modules/<package> (with its scope), or the repository path, of a script URL. */
function packageOf(url: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (inModules?.[1] !== undefined) return inModules[1]
  return url.replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/') || '(native)'
}
function functionOf({ callFrame }: ProfileNode): string {
  return `${callFrame.functionName || '(anonymous)'} ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`
}

const sampled = new Map<number, number>()
let total = 0
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0
  sampled.set(id, (sampled.get(id) ?? 0) + delta)
  total += delta
})

const times = new Map<string, number>()
const add = (key: string, micros: number) => times.set(key, (times.get(key) ?? 0) + micros)
for (const [id, micros] of sampled) {
  const node = nodes.get(id)
  if (node === undefined) continue
  if (mode === 'package') add(packageOf(node.callFrame.url), micros)
  else if (mode === 'self') add(functionOf(node), micros)
  else {
    // Each function once per sample, however deep it recurses.
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const ancestor = nodes.get(at)
      if (ancestor !== undefined) seen.add(functionOf(ancestor))
    }
    for (const key of seen) add(key, micros)
  }
}

console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled, by ${mode}`)
for (const [key, micros] of [...times].sort((a, b) => b[1] - a[1]).slice(0, Number(rows))) {
  console.log(`${(micros / 1000).toFixed(1).padStart(9)} ms ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${key}`)
}
