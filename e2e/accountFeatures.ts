import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { dialog } from './fixtures.js'

/** The Account view's wallet-feature buttons (SPEC.md §2), in the order shown. */
async function offeredFeatures(page: Page): Promise<string[]> {
  const list = dialog(page, 'Account').getByRole('list', { name: 'Wallet features' })
  return (await list.count()) ? (await list.getByRole('button').allTextContents()).map((text) => text.trim()) : []
}

/**
 * Waits until the Account view offers exactly `names` as wallet features, in this order (a plugin not loaded yet
 * has its button announced and filtered alike, so the list does not change once shown).
 */
export async function expectOffered(page: Page, names: readonly string[]): Promise<void> {
  await expect.poll(() => offeredFeatures(page), { timeout: 15_000 }).toEqual(names)
}

/** Account → Receive; the Receive view. */
export async function openReceive(page: Page): Promise<Locator> {
  await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Receive', exact: true }).click()
  const receive = dialog(page, 'Receive')
  await receive.getByRole('button', { name: 'Copy address', exact: true }).waitFor()
  return receive
}
