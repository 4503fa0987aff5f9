import { beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../i18n/i18n.ts'
import { toastActionError } from './actionError.ts'
import { ApiError } from './api.ts'
import { SignatureRefusedError } from './signedAction.ts'
import { dismissToast, getToasts } from './toast.ts'

describe('toastActionError', () => {
  beforeEach(async () => {
    for (const toast of getToasts()) dismissToast(toast.id)
    await i18n.changeLanguage('en-US')
  })

  it('shows the cancel key for a refused signature', () => {
    toastActionError(new SignatureRefusedError('refused'))
    expect(getToasts().map((toast) => [toast.kind, toast.message])).toEqual([['error', 'Signature cancelled']])
  })

  it('adds nothing to a server answer the api client already toasted', () => {
    toastActionError(new ApiError('http', 'There is nothing to claim', 400, 'programme.nothing_to_claim'))
    expect(getToasts()).toEqual([])
  })

  it('says something generic when the wallet failed otherwise', () => {
    toastActionError(new Error('provider crashed'))
    expect(getToasts().map((toast) => toast.message)).toEqual(['Something went wrong, please try again later'])
  })
})
