export type Theme = 'light' | 'dark'
const KEY = 'hapdex.console.theme'

/** The saved choice, else the system's. */
export function initialTheme(): Theme {
  const saved = localStorage.getItem(KEY)
  if (saved === 'light' || saved === 'dark') return saved
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

export function applyTheme(theme: Theme, save = false): void {
  document.documentElement.dataset['theme'] = theme
  if (save) localStorage.setItem(KEY, theme)
}
