/**
 * The first banner's image path in the banner list's answer (`{ data: { list: [{ image }] } }`),
 * read before the answer is checked against its contract, so every step is tested here.
 */
export function firstBannerImage(body: unknown): string | undefined {
  const data = field(body, 'data')
  const list = field(data, 'list')
  const image = Array.isArray(list) ? field(list[0], 'image') : undefined
  return typeof image === 'string' ? image : undefined
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined
}
