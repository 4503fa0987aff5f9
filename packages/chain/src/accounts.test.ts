import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testAccounts, testMnemonic, tradeTaxAccounts } from './accounts.ts'

describe('testAccounts', () => {
  it('are the first 10 accounts of the anvil mnemonic', () => {
    expect(testAccounts).toHaveLength(10)
    testAccounts.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(testMnemonic, { addressIndex }).address).toBe(account.address)
      expect(privateKeyToAddress(account.privateKey)).toBe(account.address)
    })
  })

  it('and the trade tax receivers are its accounts 10 to 12', () => {
    Object.values(tradeTaxAccounts).forEach((account, offset) => {
      expect(mnemonicToAccount(testMnemonic, { addressIndex: 10 + offset }).address).toBe(account.address)
      expect(privateKeyToAddress(account.privateKey)).toBe(account.address)
    })
  })
})
