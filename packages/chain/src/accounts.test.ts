import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testAccounts, testMnemonic } from './accounts.ts'

describe('testAccounts', () => {
  it('are the first 10 accounts of the anvil mnemonic', () => {
    expect(testAccounts).toHaveLength(10)
    testAccounts.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(testMnemonic, { addressIndex }).address).toBe(account.address)
      expect(privateKeyToAddress(account.privateKey)).toBe(account.address)
    })
  })
})
