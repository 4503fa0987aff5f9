import { useSyncExternalStore } from 'react'
import { createSubscribers } from './storage.ts'

/** 'info' is neutral: a notice such as "not open yet", neither an outcome nor a failure. */
export type ToastKind = 'success' | 'error' | 'info'

export interface Toast {
  id: number
  kind: ToastKind
  message: string
  /** A transaction link on the chain explorer. */
  link?: { href: string; label: string }
}

export interface ShowToastOptions {
  link?: Toast['link']
  /** Spec: toasts close after 3000 ms unless told otherwise. */
  durationMs?: number
}

const defaultDurationMs = 3000
const subscribers = createSubscribers()
let toasts: readonly Toast[] = []
let nextId = 1

export function showToast(kind: ToastKind, message: string, options: ShowToastOptions = {}): number {
  const id = nextId++
  const toast: Toast = options.link ? { id, kind, message, link: options.link } : { id, kind, message }
  toasts = [...toasts, toast]
  subscribers.notify()
  setTimeout(() => dismissToast(id), options.durationMs ?? defaultDurationMs)
  return id
}

export const toastSuccess = (message: string, options?: ShowToastOptions) => showToast('success', message, options)
export const toastError = (message: string, options?: ShowToastOptions) => showToast('error', message, options)
export const toastInfo = (message: string, options?: ShowToastOptions) => showToast('info', message, options)

export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id)) return
  toasts = toasts.filter((toast) => toast.id !== id)
  subscribers.notify()
}

export function getToasts(): readonly Toast[] {
  return toasts
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribers.subscribe, getToasts, getToasts)
}
