import { successMessage } from './serverMessage.ts'

/** What a success popup says: the action's own success text, the amount it moved, the server's words. */
export interface SuccessView {
  title: string
  /** As the card shows it, unit included ('120 HAP'). */
  amount?: string
  /** The server's message when it says more than a bare 'success'. */
  message?: string
}

/** The popup of one finished action; a bare 'success' from the server adds nothing to its title. */
export function successView(title: string, amount: string, msg: string | undefined): SuccessView {
  const said = successMessage(msg, '')
  return said === '' ? { title, amount } : { title, amount, message: said }
}
