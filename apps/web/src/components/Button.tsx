import type { ButtonHTMLAttributes, ReactNode } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  /** Shows a spinner over the label; the label stays in the layout so the width never jumps. */
  loading?: boolean
  block?: boolean
  children: ReactNode
}

export function Button({ variant = 'primary', loading = false, block = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, block ? 'btn-block' : '', loading ? 'is-loading' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      <span className="btn-label">{children}</span>
      {loading ? <span className="btn-spinner" aria-hidden="true" /> : null}
    </button>
  )
}
