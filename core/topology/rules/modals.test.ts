import { describe, expect, it } from 'vitest';
import { snapshotFileName, snapshotTitle } from '../texts';
import { canLink, canUnlink, linkButtonLabel, searchConfigs } from './catalog-link';
import { publicViewCardWidth } from './public-view';
import { DEFAULT_SNAPSHOT_OPTIONS } from './snapshot';

describe('the snapshot modal', () => {
  it('is titled and names its file after the component', () => {
    expect(snapshotTitle('api')).toBe('Download api snapshot');
    expect(snapshotFileName('api')).toBe('api-snapshot.zip');
  });

  it('starts with the first time range and without related components', () => {
    expect(DEFAULT_SNAPSHOT_OPTIONS).toEqual({ start: '15m', related: false });
  });
});

describe('the link-to-catalog picker', () => {
  const configs = Array.from({ length: 60 }, (_, i) => ({ id: `k${i}`, name: `Node-${String(i).padStart(2, '0')}` }));

  it('matches names ignoring case and shows at most 50, by name', () => {
    const found = searchConfigs([...configs, { id: 'db', name: 'postgres' }], 'NODE');
    expect(found).toHaveLength(50);
    expect(found[0]?.name).toBe('Node-00');
    expect(searchConfigs(configs, 'node-07').map((c) => c.id)).toEqual(['k7']);
  });

  it('enables Link once a config is chosen and reads Linking.. while busy', () => {
    expect(canLink(undefined, false)).toBe(false);
    expect(canLink({ id: 'k', name: 'k' }, false)).toBe(true);
    expect(canLink({ id: 'k', name: 'k' }, true)).toBe(false);
    expect([linkButtonLabel(false), linkButtonLabel(true)]).toEqual(['Link', 'Linking..']);
  });

  it('offers unlinking only for manual links under a topology', () => {
    expect(canUnlink({ selectorId: 'manual' }, true)).toBe(true);
    expect(canUnlink({ selectorId: 'auto' }, true)).toBe(false);
    expect(canUnlink({ selectorId: 'manual' }, false)).toBe(false);
  });
});

describe('the public view size', () => {
  it('takes a card size name or px, else extra large', () => {
    expect([publicViewCardWidth('small'), publicViewCardWidth('300'), publicViewCardWidth('300px'), publicViewCardWidth(null), publicViewCardWidth('huge')]).toEqual([
      198, 300, 300, 554, 554,
    ]);
  });
});
