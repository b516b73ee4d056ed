import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './server';

/** Signs in on the in-process demo provider's own page, which the console has just sent the browser to. */
export async function signInAtDemoProvider(page: Page, consoleOrigin: string, email: string): Promise<void> {
  await page.getByLabel('E-mail').waitFor();
  expect(new URL(page.url()).origin).not.toBe(consoleOrigin);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
