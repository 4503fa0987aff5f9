/**
 * Spec 8 toasts the server's msg after a write; the server answers a bare 'success' in every
 * language, so that one word gives way to our translated outcome.
 */
export function successMessage(msg: string, fallback: string): string {
  const text = msg.trim()
  return text === '' || text.toLowerCase() === 'success' ? fallback : text
}
