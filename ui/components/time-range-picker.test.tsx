import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TimeRangeOption } from '../../core/shared';
import { renderConsole } from '../../tests/setup/render-console';
import { TimeRangePicker } from './time-range-picker';

const TWO_DAYS: TimeRangeOption = { type: 'relative', display: '2 days', range: 'now-2d' };

function Page({ onChange }: { onChange: (params: Record<string, string>) => void }) {
  const [filter, setFilter] = useState<Record<string, string>>({});
  return (
    <TimeRangePicker
      filter={filter}
      fallback={TWO_DAYS}
      onChange={(params) => {
        onChange(params);
        setFilter(params);
      }}
    />
  );
}

const open = async (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: `Time range: ${label}` }));
  await screen.findByRole('group', { name: 'Relative' });
};

describe('the time-range picker', () => {
  it('applies a relative range as the six parameters and shows it on its button', async () => {
    const onChange = vi.fn();
    renderConsole(<Page onChange={onChange} />);
    await open('Last 2 days');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenCalledWith({ rangeType: 'relative', display: '7 days', range: 'now-7d', from: '', to: '', timeRange: '' });
    await screen.findByRole('button', { name: 'Time range: Last 7 days' });
  });

  it('submits an absolute range only once both ends are set, and remembers it', async () => {
    const onChange = vi.fn();
    const { fakes } = renderConsole(<Page onChange={onChange} />);
    await open('Last 2 days');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01T08:00' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-02T08:00' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(onChange).toHaveBeenCalledWith({
      rangeType: 'absolute', display: 'Custom', from: '2026-11-01T08:00', to: '2026-11-02T08:00', range: '', timeRange: '',
    });
    await waitFor(() => expect(fakes.preferences.get('timeRangePicker.recentAbsolute')).toContain('2026-11-01T08:00'));
  });
});
