import type { Rolldown } from 'vite'

type CodeSplittingGroup = Rolldown.CodeSplittingGroup
type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1]

/**
 * One chunk for everything the entry imports statically. Left to itself, rolldown splits every
 * module the entry shares with a lazy screen into a common chunk of its own (React, the JSX
 * runtime, i18next's instance, the api client, …): sixteen requests before the first render. Over
 * HTTP/1.1 a phone opens six connections, so they arrive in three round trips rather than one
 * (docs/decisions/0012-first-load.md).
 */
export function startupChunk(entry: string): CodeSplittingGroup {
  let reachable: Set<string> | undefined
  const staticallyReachable = (ctx: ChunkingContext) => {
    if (reachable) return reachable
    const seen = new Set<string>()
    const pending = [entry]
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue
      seen.add(id)
      pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
    }
    return (reachable = seen)
  }
  return {
    name: (id, ctx) => (staticallyReachable(ctx).has(id) ? 'startup' : null),
    debugName: 'startup',
    // Before the feature groups: a module the shell needs belongs to the shell's chunk.
    priority: 10,
  }
}
