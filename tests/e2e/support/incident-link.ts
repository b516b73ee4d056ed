import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { accept: 'application/json' } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * In an open 'Link to Incident' dialog, attaches to the first incident offered and waits for the dialog
 * to close; answers the incident's id, read back from the API by its INC number.
 */
export async function attachToFirstIncident(page: Page): Promise<string> {
  const attach = page.getByRole('dialog', { name: 'Link to Incident' });
  const option = attach.getByRole('option').first();
  await option.waitFor();
  const chosen = (await option.innerText()).trim();
  await option.click();
  await attach.getByRole('button', { name: 'Attach' }).click();
  await attach.waitFor({ state: 'hidden' });
  const incidents = await apiJson<{ id: string; incident_id: string }[]>(page, '/api/db/incidents?select=id,incident_id');
  const incident = incidents.find((held) => chosen.startsWith(`${held.incident_id} `));
  expect(incident, chosen).toBeDefined();
  return incident!.id;
}
