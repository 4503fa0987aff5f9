import type { Plugin, Rolldown } from 'vite'

type CodeSplittingGroup = Rolldown.CodeSplittingGroup
type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1]

function staticallyReachable(from: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const pending = [from]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * One chunk for everything the app's start (`start`, imported by the page's entry `boot`) imports
 * statically, less what `boot` itself imports. Left to itself, rolldown splits every module the
 * start shares with a lazy screen into a common chunk of its own (React, the JSX runtime,
 * i18next's instance, the api client, …): sixteen requests before the first render. Over HTTP/1.1
 * a phone opens six connections, so they arrive in three round trips rather than one
 * (docs/decisions/0012-first-load.md).
 */
export function startupChunk({ boot, start }: { boot: string; start: string }): CodeSplittingGroup {
  let members: Set<string> | undefined
  const membersOf = (ctx: ChunkingContext) => {
    if (members) return members
    const ofBoot = staticallyReachable(boot, ctx)
    return (members = new Set([...staticallyReachable(start, ctx)].filter((id) => !ofBoot.has(id))))
  }
  return {
    name: (id, ctx) => (membersOf(ctx).has(id) ? 'startup' : staticallyReachable(boot, ctx).has(id) ? 'boot' : null),
    debugName: 'startup',
    // Before the feature groups: a module the shell needs belongs to the shell's chunk.
    priority: 10,
  }
}

/**
 * Preloads the named chunks from index.html, each with the chunks it imports statically (a chunk
 * preloaded without them waits for them a round trip later). The boot chunk imports the startup
 * chunk dynamically (it runs first, to start the screen's code and data); preloaded, the startup
 * chunk downloads beside the boot chunk rather than a round trip after it. Every route also needs
 * zod and the API contracts (the site config is checked before any screen renders): preloaded by
 * the HTML parser, they start with the page, and the boot chunk's first task adds fewer preload
 * links (each costs the main thread a few milliseconds, a dozen of them a long task on a phone).
 */
export function preloadChunks(names: readonly string[]): Plugin {
  return {
    name: 'hapdex:preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk')
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const alreadyLinked = (fileName: string) => html.includes(`/${fileName}"`)
        const preloaded = new Set<string>()
        const add = (fileName: string) => {
          if (preloaded.has(fileName)) return
          preloaded.add(fileName)
          for (const imported of byFileName.get(fileName)?.imports ?? []) add(imported)
        }
        for (const name of names) {
          const chunk = chunks.find((file) => file.name === name)
          if (!chunk) throw new Error(`the build has no ${name} chunk (vite.config.ts)`)
          add(chunk.fileName)
        }
        const links = [...preloaded].filter((fileName) => !alreadyLinked(fileName)).map((fileName) => `  <link rel="modulepreload" crossorigin href="./${fileName}">\n`)
        return html.replace('</head>', `${links.join('')}  </head>`)
      },
    },
  }
}
