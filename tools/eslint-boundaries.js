import { dirname, relative, resolve, sep } from 'node:path'

/**
 * The feature-boundary rule: an import whose resolved file lies in a zone's `from` folder is an
 * error inside the zone's `target` folder, unless it is under one of `except`. Relative imports
 * are resolved against the importing file; workspace imports (`@hapdex/…`) never cross these zones.
 * A small local rule rather than eslint-plugin-import-x, whose native resolver's lock entries
 * break `npm ci` on this npm version.
 */
const inside = (file, folder) => {
  const rel = relative(folder, file)
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !rel.includes(`..${sep}`))
}

export const boundariesPlugin = {
  rules: {
    'restricted-paths': {
      meta: { type: 'problem', schema: [{ type: 'object', additionalProperties: true }] },
      create(context) {
        const root = context.cwd
        const zones = (context.options[0]?.zones ?? []).map((zone) => ({
          target: resolve(root, zone.target),
          from: resolve(root, zone.from),
          except: (zone.except ?? []).map((path) => resolve(root, zone.from, path)),
          message: zone.message,
        }))
        const file = context.filename
        const active = zones.filter((zone) => inside(file, zone.target))
        if (active.length === 0) return {}
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return
          const imported = resolve(dirname(file), source)
          for (const zone of active) {
            if (inside(imported, zone.from) && !zone.except.some((folder) => inside(imported, folder))) {
              context.report({ node, message: zone.message })
            }
          }
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        }
      },
    },
  },
}
