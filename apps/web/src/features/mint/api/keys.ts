/** Every mint-centre query lives under 'bp': a mint, node purchase or claim reloads them all (spec 4). */
export const mintKey = ['bp'] as const
