import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openHealth } from '../../tests/setup/render-health';

// The table's grid is loaded lazily: the first test of a run waits for its chunk.
const grid = () => screen.findByRole('grid', { name: 'Health checks' }, { timeout: 5000 });
const rowTexts = async () => within(await grid()).getAllByRole('row').slice(1).map((row) => row.textContent ?? '');
const search = (memory: { history?: string[] }) => new URLSearchParams((memory.history?.at(-1) ?? '').split('?')[1] ?? '');

describe('the health dashboard', () => {
  describe('when it opens with the defaults', () => {
    it('lists only failing checks, grouped by canary, with the counts of the tab', async () => {
      openHealth();
      const rows = await rowTexts();
      expect(rows.map((r) => r.split(/unhealthy|bad|mixed/)[0])).toEqual(['tcpdb/ping', 'httpedge/pingedge-eu', 'httpapi/ready']);
      expect(screen.getByText('1 passing')).toBeInTheDocument();
      expect(screen.getByText('3 failing')).toBeInTheDocument();
      const headers = within(await grid()).getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Checks', 'Health', 'Uptime', 'Latency', 'Transition']);
    });

    it('puts All first and the namespaces after it, none for a missing one', async () => {
      openHealth();
      await grid();
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'data', 'none', 'prod']);
    });
  });

  describe('when Hide Passing is turned off', () => {
    it('shows the passing checks too and writes it into the URL', async () => {
      const { memory } = openHealth();
      await grid();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Hide Passing' }));
      await waitFor(async () => expect((await rowTexts()).some((r) => r.includes('web'))).toBe(true));
      expect(search(memory).get('hidePassing')).toBe('false');
    });
  });

  describe('when a search is typed', () => {
    it('filters the list once typing pauses and keeps the text in the URL', async () => {
      const { memory } = openHealth();
      await grid();
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search checks' }), { target: { value: 'db/' } });
      await waitFor(async () => expect(await rowTexts()).toHaveLength(1), { timeout: 2000 });
      expect(search(memory).get('query')).toBe('db/');
    });
  });

  describe('when a label is excluded', () => {
    it('hides the checks carrying it, and a second click makes it neutral again', async () => {
      openHealth();
      await grid();
      fireEvent.click(screen.getByRole('button', { name: 'Exclude env=dev' }));
      await waitFor(async () => expect((await rowTexts()).some((r) => r.includes('db/ping'))).toBe(false));
      fireEvent.click(screen.getByRole('button', { name: 'Exclude env=dev' }));
      await waitFor(async () => expect((await rowTexts()).some((r) => r.includes('db/ping'))).toBe(true));
    });
  });

  describe('when the range is a week', () => {
    it('disables the 15s, 30s, 2m and 3m refresh rates', async () => {
      openHealth('/health?timeRange=1w');
      await grid();
      const select = screen.getByRole('combobox', { name: 'Refresh' });
      const disabled = within(select).getAllByRole('option').filter((o) => (o as HTMLOptionElement).disabled).map((o) => o.textContent);
      expect(disabled).toEqual(['15 seconds', '30 seconds', '2 minutes', '3 minutes']);
    });
  });

  describe('when the first load fails', () => {
    it('shows the reason and loads again on Retry', async () => {
      openHealth('/health', (health) => health.failNext('summary'));
      expect(await screen.findByText('boom')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await grid()).toBeInTheDocument();
    });
  });

  describe('when a check row is clicked', () => {
    it('opens its detail, and closing it removes checkId and resets the range to 1h, each a step Back undoes', async () => {
      const { memory } = openHealth('/health?timeRange=1w');
      const row = within(await grid()).getAllByRole('row').find((r) => r.textContent?.includes('db/ping'))!;
      const entries = memory.history!.length;
      fireEvent.click(within(row).getByText('db/ping'));
      const dialog = await screen.findByRole('dialog');
      expect(search(memory).get('checkId')).toBe('c3');
      expect(memory.history).toHaveLength(entries + 1);
      expect(await within(dialog).findByText('Latency (99%)')).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(search(memory).get('checkId')).toBeNull();
      expect(search(memory).get('timeRange')).toBe('1h');
      expect(memory.history).toHaveLength(entries + 2);
    });
  });
});
