/**
 * A wait in the reader's language, rounded up to whole minutes (hours from two hours on):
 * 60 → "1 minute", "1分", "1분"; 7200 → "2 hours". Intl's unit formats, so no plural tables here.
 */
export function displayDuration(seconds: number, language: string): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  const [value, unit] = minutes >= 120 ? [Math.ceil(minutes / 60), 'hour'] : [minutes, 'minute']
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
  } catch {
    return `${value} ${unit}${value === 1 ? '' : 's'}`
  }
}
