import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../tests/setup/render-console';
import { labelId } from '../../core/health';
import { HealthFilters } from './health-filters';

const namespaces = Array.from({ length: 30 }, (_, i) => `team-${String(i + 1).padStart(2, '0')}`);
const options = {
  toggles: [],
  groups: [
    { key: 'namespace', values: namespaces.map((value) => ({ id: labelId('namespace', value), value })) },
    { key: 'env', values: ['dev', 'prod'].map((value) => ({ id: labelId('env', value), value })) },
  ],
};

const listed = (key: string) =>
  within(screen.getByRole('group', { name: `Label ${key}` }))
    .getAllByRole('button', { name: /^Include / })
    .map((button) => button.getAttribute('aria-label')!.replace(`Include ${key}=`, ''));

describe('the label filter', () => {
  it('lists the first values of a long label and those in the filter, and the rest on Show all', () => {
    renderConsole(<HealthFilters hidePassing labels={{ [labelId('namespace', 'team-20')]: -1 }} options={options} onHidePassing={vi.fn()} onLabel={vi.fn()} />);
    expect(listed('namespace')).toEqual([...namespaces.slice(0, 8), 'team-20']);
    expect(listed('env')).toEqual(['dev', 'prod']);
    expect(within(screen.getByRole('group', { name: 'Label env' })).queryByRole('button', { name: /Show/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show all 30' }));
    expect(listed('namespace')).toEqual(namespaces);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(listed('namespace')).toHaveLength(9);
  });
});
