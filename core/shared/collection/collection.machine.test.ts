import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeCollection } from '../../../tests/fakes/collection';
import { REQUIRED_FIELD_MESSAGE } from '../messages';
import { createCollectionMachine, type CollectionEmitted } from './collection.machine';
import type { CollectionPolicy } from './policy';
import { selectCollectionView } from './selectors';

interface Thing {
  readonly id: string;
  readonly name: string;
  readonly team: string;
  readonly locked?: boolean;
}

const THINGS: readonly Thing[] = [
  { id: 'a', name: 'Anvil', team: 'red' },
  { id: 'b', name: 'Bell', team: 'blue' },
  { id: 'c', name: 'Crane', team: 'red', locked: true },
];
const EMPTY: Thing = { id: '', name: '', team: '' };

const policy = (provider: FakeCollection<Thing>): CollectionPolicy<Thing> => ({
  id: 'things',
  key: (thing) => thing.id,
  provider,
  query: { pageSize: 2, filter: { team: '' } },
  permissions: {
    create: (roles) => roles.includes('admin'),
    edit: (roles) => roles.includes('admin'),
    remove: (roles, thing) => roles.includes('admin') && thing?.team !== 'blue',
    refuse: (thing) => (thing.locked ? 'Locked things stay as they are' : undefined),
  },
  create: {
    draft: () => EMPTY,
    required: ['id', 'name'],
    normalise: (draft) => ({ ...draft, name: draft.name.trim() }),
  },
  edit: {
    draft: (thing) => thing ?? EMPTY,
    validate: (draft) => (draft.name.trim() === '' ? { message: 'A thing needs a name' } : {}),
    target: (draft) => draft.id,
  },
  texts: {
    empty: 'No things yet',
    created: (draft) => `${draft.name} added`,
    updated: (draft, thing) => `${thing?.name ?? '?'} is now ${draft.name}`,
    removed: (thing) => `${thing.name} removed`,
    confirmDelete: (thing) => ({ title: 'Delete thing', message: `${thing.name} will be gone` }),
  },
});

interface Opening {
  rows?: readonly Thing[];
  roles?: string[];
  search?: string;
  /** What this policy says differently from the things' one. */
  differently?: (policy: CollectionPolicy<Thing>) => CollectionPolicy<Thing>;
}

function open({ rows = THINGS, roles = ['admin'], search = '', differently = (same) => same }: Opening = {}) {
  const things = new FakeCollection<Thing>({ key: (thing) => thing.id, rows });
  const actor = createActor(createCollectionMachine(differently(policy(things))), { input: { search, roles, userId: 'u1' } });
  const emitted: CollectionEmitted[] = [];
  actor.on('*', (event: CollectionEmitted) => emitted.push(event));
  actor.start();
  const view = () => selectCollectionView(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('refreshing') && !s.hasTag('busy'));
  const toasts = () => emitted.flatMap((event) => (event.type === 'toast' ? [`${event.status}: ${event.message}`] : []));
  const urls = () => emitted.flatMap((event) => (event.type === 'url.write' ? [event.search] : []));
  const pushed = () => emitted.flatMap((event) => (event.type === 'url.write' && event.push ? [event.search] : []));
  const changes = () => emitted.filter((event) => event.type === 'collection.changed').length;
  return { things, actor, view, settled, toasts, urls, pushed, changes };
}

const names = (rows: readonly unknown[]) => (rows as Thing[]).map((thing) => thing.name);

describe('when the list first loads', () => {
  it('shows a skeleton until the provider answers, then the first page and the page count', async () => {
    const { things, view, settled } = open();
    expect(view().loading).toBe(true);
    expect(view().ready).toBe(false);
    await settled();
    expect(names(view().rows)).toEqual(['Anvil', 'Bell']);
    expect(view()).toMatchObject({ loading: false, ready: true, total: 3, pageIndex: 0, pageCount: 2, paged: true, empty: false });
    expect(things.callsOf('list')).toEqual([[{ pageIndex: 0, pageSize: 2, sort: undefined, filter: { team: '' } }]]);
  });

  it("says the policy's empty text when nothing is listed", async () => {
    const { view, settled } = open({ rows: [] });
    await settled();
    expect(view()).toMatchObject({ empty: true, emptyText: 'No things yet', rows: [] });
  });

  it("shows the server's message instead of the table when it fails, and loads again on refresh", async () => {
    const { things, actor, view, settled } = open();
    things.failNext('list');
    await settled();
    expect(view()).toMatchObject({ error: 'boom', ready: false, loading: false });
    actor.send({ type: 'collection.refresh' });
    await settled();
    expect(view().error).toBeUndefined();
    expect(names(view().rows)).toEqual(['Anvil', 'Bell']);
  });

  it('starts from the page, sort and filters its URL holds', async () => {
    const { things, view, settled } = open({ search: 'pageIndex=1&sortBy=name&sortOrder=asc&team=red' });
    await settled();
    expect(things.callsOf('list')[0]).toEqual([{ pageIndex: 1, pageSize: 2, sort: { column: 'name', desc: false }, filter: { team: 'red' } }]);
    expect(view()).toMatchObject({ pageIndex: 1, sort: { column: 'name', desc: false }, filter: { team: 'red' } });
  });
});

describe('when the list is shown', () => {
  it('goes to another page, writing it to the URL, with the rows kept on screen meanwhile', async () => {
    const { things, actor, view, settled, urls } = open();
    await settled();
    const release = things.hold();
    actor.send({ type: 'page.go', pageIndex: 1 });
    expect(view()).toMatchObject({ refreshing: true, pageIndex: 1 });
    expect(names(view().rows)).toEqual(['Anvil', 'Bell']);
    release();
    await settled();
    expect(names(view().rows)).toEqual(['Crane']);
    expect(urls()).toEqual(['pageIndex=1']);
  });

  it('sorts from the first page, descending when asked', async () => {
    const { actor, view, settled, urls } = open();
    await settled();
    actor.send({ type: 'page.go', pageIndex: 1 });
    await settled();
    actor.send({ type: 'sort.set', sort: { column: 'name', desc: true } });
    await settled();
    expect(names(view().rows)).toEqual(['Crane', 'Bell']);
    expect(urls().at(-1)).toBe('sortBy=name&sortOrder=desc');
  });

  it('filters from the first page and leaves an emptied filter out of the URL', async () => {
    const { actor, view, settled, urls } = open();
    await settled();
    actor.send({ type: 'filter.set', name: 'team', value: 'red' });
    await settled();
    expect(names(view().rows)).toEqual(['Anvil', 'Crane']);
    actor.send({ type: 'filter.set', name: 'team', value: '' });
    await settled();
    expect(urls()).toEqual(['team=red', '']);
  });

  it('sets several filters with one load and one URL write', async () => {
    const { things, actor, view, settled, urls } = open({ differently: (same) => ({ ...same, query: { ...same.query, filter: { team: '', name: '' } } }) });
    await settled();
    actor.send({ type: 'filters.set', filter: { team: 'red', name: 'Crane' } });
    await settled();
    expect(names(view().rows)).toEqual(['Crane']);
    expect(things.callsOf('list')).toHaveLength(2);
    expect(urls()).toEqual(['team=red&name=Crane']);
  });

  it('follows a URL changed under it, and ignores one that says what it shows', async () => {
    const { things, actor, view, settled, urls } = open();
    await settled();
    actor.send({ type: 'url.read', search: '' });
    expect(things.callsOf('list')).toHaveLength(1);
    actor.send({ type: 'url.read', search: 'pageIndex=1' });
    await settled();
    expect(names(view().rows)).toEqual(['Crane']);
    expect(urls()).toEqual([]);
  });

  it('keeps its rows and toasts the message when a reload fails', async () => {
    const { things, actor, view, settled, toasts } = open();
    await settled();
    things.failNext('list', new Error('the database is away'));
    actor.send({ type: 'collection.refresh' });
    await settled();
    expect(names(view().rows)).toEqual(['Anvil', 'Bell']);
    expect(view().error).toBeUndefined();
    expect(toasts()).toEqual(['error: the database is away']);
  });

  it('answers what the roles allow from the policy', async () => {
    const admin = open();
    const viewer = open({ roles: ['viewer'] });
    await Promise.all([admin.settled(), viewer.settled()]);
    expect(admin.view()).toMatchObject({ canCreate: true, canEdit: true, canDelete: true });
    expect(viewer.view()).toMatchObject({ canCreate: false, canEdit: false, canDelete: false });
  });
});

describe('when creating', () => {
  it('opens an empty form only for a person who may create', async () => {
    const viewer = open({ roles: ['viewer'] });
    await viewer.settled();
    viewer.actor.send({ type: 'item.create' });
    expect(viewer.view().formOpen).toBe(false);
    const admin = open();
    await admin.settled();
    admin.actor.send({ type: 'item.create' });
    expect(admin.view()).toMatchObject({ formOpen: true, form: { mode: 'create', draft: EMPTY, errors: {} } });
  });

  it("refuses blank required fields with core's required message and sends nothing", async () => {
    const { things, actor, view, settled } = open();
    await settled();
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: { id: '', name: ' ', team: 'red' } });
    expect(view().form).toMatchObject({
      draft: { id: '', name: ' ', team: 'red' },
      errors: { fields: { id: REQUIRED_FIELD_MESSAGE, name: REQUIRED_FIELD_MESSAGE } },
    });
    expect(things.callsOf('create')).toEqual([]);
  });

  it("sends the normalised draft with who wrote it, toasts the policy's text and shows the list again", async () => {
    const { things, actor, view, settled, toasts, changes } = open();
    await settled();
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: { id: 'd', name: ' Drum ', team: 'red' } });
    expect(view()).toMatchObject({ saving: true, busy: true, formOpen: true });
    await settled();
    expect(things.callsOf('create')).toEqual([[{ id: 'd', name: 'Drum', team: 'red' }, 'u1']]);
    expect(toasts()).toEqual(['success: Drum added']);
    expect(changes()).toBe(1);
    expect(view()).toMatchObject({ formOpen: false, form: undefined, total: 4 });
  });

  it("keeps the form and its draft open and toasts the server's message when the server refuses", async () => {
    const { actor, view, settled, toasts, changes } = open();
    await settled();
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: { id: 'a', name: 'Another anvil', team: 'red' } });
    await settled();
    expect(toasts()).toEqual(['error: a already exists']);
    expect(changes()).toBe(0);
    expect(view()).toMatchObject({ formOpen: true, saving: false, form: { draft: { id: 'a', name: 'Another anvil' } } });
  });

  it("waits, as the policy's form says, until the draft as typed may be sent, and sends nothing before", async () => {
    const { things, actor, view, settled } = open({
      differently: (same) => ({ ...same, create: { ...same.create!, incomplete: (draft) => draft.team === '' } }),
    });
    await settled();
    actor.send({ type: 'item.create' });
    expect(view().form).toMatchObject({ incomplete: true });
    actor.send({ type: 'item.save', draft: { id: 'd', name: 'Drum', team: '' } });
    expect(view()).toMatchObject({ saving: false, form: { incomplete: true, errors: {} } });
    expect(things.callsOf('create')).toEqual([]);
    actor.send({ type: 'form.change', draft: { id: 'd', name: 'Drum', team: 'red' } });
    expect(view().form).toMatchObject({ incomplete: false, draft: EMPTY });
    actor.send({ type: 'item.save', draft: { id: 'd', name: 'Drum', team: 'red' } });
    await settled();
    expect(things.callsOf('create')).toEqual([[{ id: 'd', name: 'Drum', team: 'red' }, 'u1']]);
  });

  it('closes without sending on cancel', async () => {
    const { things, actor, view, settled } = open();
    await settled();
    actor.send({ type: 'item.create' });
    actor.send({ type: 'form.cancel' });
    expect(view().formOpen).toBe(false);
    expect(things.callsOf('create')).toEqual([]);
  });
});

describe('when opening a row', () => {
  it('opens its edit form with its values and whether it may be deleted', async () => {
    const { actor, view, settled } = open();
    await settled();
    actor.send({ type: 'item.open', id: 'a' });
    expect(view().form).toEqual({ mode: 'edit', item: THINGS[0], draft: THINGS[0], errors: {}, incomplete: false, canDelete: true });
    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'item.open', id: 'b' });
    expect(view().form).toMatchObject({ item: THINGS[1], canDelete: false });
  });

  it("toasts why a row never opens, whoever asks, and opens nothing", async () => {
    const { actor, view, settled, toasts } = open({ roles: ['viewer'], search: 'pageIndex=1' });
    await settled();
    actor.send({ type: 'item.open', id: 'c' });
    expect(toasts()).toEqual(['error: Locked things stay as they are']);
    expect(view().formOpen).toBe(false);
  });

  it('opens nothing, silently, for a person who may not edit', async () => {
    const { actor, view, settled, toasts } = open({ roles: ['viewer'] });
    await settled();
    actor.send({ type: 'item.open', id: 'a' });
    expect(view().formOpen).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it('fetches a row that is not on the page before opening it', async () => {
    const { things, actor, view, settled } = open();
    await settled();
    actor.send({ type: 'item.open', id: 'd' });
    await settled();
    expect(things.callsOf('get')).toEqual([['d']]);
    expect(view().formOpen).toBe(false);
    things.set([...THINGS, { id: 'd', name: 'Drum', team: 'red' }]);
    actor.send({ type: 'item.open', id: 'd' });
    expect(view().busy).toBe(true);
    await settled();
    expect(view().form).toMatchObject({ mode: 'edit', item: { id: 'd', name: 'Drum' } });
  });

  it("refuses a draft with the policy's message for the whole form", async () => {
    const { things, actor, view, settled } = open();
    await settled();
    actor.send({ type: 'item.open', id: 'a' });
    actor.send({ type: 'item.save', draft: { ...THINGS[0]!, name: '' } });
    expect(view().form?.errors).toEqual({ message: 'A thing needs a name' });
    expect(things.callsOf('update')).toEqual([]);
  });

  it("saves the row under its key and toasts the policy's text", async () => {
    const { things, actor, view, settled, toasts } = open();
    await settled();
    actor.send({ type: 'item.open', id: 'a' });
    actor.send({ type: 'item.save', draft: { ...THINGS[0]!, name: 'Big anvil' } });
    await settled();
    expect(things.callsOf('update')).toEqual([['a', { ...THINGS[0], name: 'Big anvil' }, 'u1']]);
    expect(toasts()).toEqual(['success: Anvil is now Big anvil']);
    expect(names(view().rows)).toEqual(['Big anvil', 'Bell']);
  });

  it('opens, without a row, the edit form that picks its row, and saves the row it picked', async () => {
    const { things, actor, view, settled, toasts } = open();
    await settled();
    actor.send({ type: 'item.open' });
    expect(view().form).toMatchObject({ mode: 'edit', item: undefined, draft: EMPTY, canDelete: false });
    actor.send({ type: 'item.save', draft: { id: 'b', name: 'Big bell', team: 'blue' } });
    await settled();
    expect(things.callsOf('update')).toEqual([['b', { id: 'b', name: 'Big bell', team: 'blue' }, 'u1']]);
    expect(toasts()).toEqual(['success: Bell is now Big bell']);
  });
});

describe('when deleting', () => {
  it("asks first with the policy's words, and deletes nothing on cancel", async () => {
    const { things, actor, view, settled } = open();
    await settled();
    actor.send({ type: 'item.delete', id: 'a' });
    expect(view().confirm).toEqual({ item: THINGS[0], title: 'Delete thing', message: 'Anvil will be gone' });
    expect(view().formOpen).toBe(false);
    actor.send({ type: 'delete.cancel' });
    expect(view().confirm).toBeUndefined();
    expect(things.callsOf('remove')).toEqual([]);
  });

  it('does not ask about a row the person may not delete', async () => {
    const { actor, view, settled } = open();
    await settled();
    actor.send({ type: 'item.delete', id: 'b' });
    expect(view().confirm).toBeUndefined();
  });

  it('deletes on confirm, toasts, and reloads the list', async () => {
    const { things, actor, view, settled, toasts, changes } = open();
    await settled();
    actor.send({ type: 'item.delete', id: 'a' });
    actor.send({ type: 'delete.confirm' });
    expect(view().deleting).toBe(true);
    await settled();
    expect(things.callsOf('remove')).toEqual([['a']]);
    expect(toasts()).toEqual(['success: Anvil removed']);
    expect(changes()).toBe(1);
    expect(view()).toMatchObject({ confirm: undefined, deleting: false });
    expect(names(view().rows)).toEqual(['Bell', 'Crane']);
  });

  it('returns to the form it was asked from on cancel, and on failure with the message', async () => {
    const { things, actor, view, settled, toasts } = open();
    await settled();
    actor.send({ type: 'item.open', id: 'a' });
    actor.send({ type: 'item.delete' });
    expect(view()).toMatchObject({ formOpen: true, confirm: { item: THINGS[0] } });
    actor.send({ type: 'delete.cancel' });
    expect(view()).toMatchObject({ formOpen: true, confirm: undefined });
    things.failNext('remove', new Error('still in use'));
    actor.send({ type: 'item.delete' });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(toasts()).toEqual(['error: still in use']);
    expect(view()).toMatchObject({ formOpen: true, confirm: undefined, form: { item: THINGS[0] } });
  });

  it('shows the last page when a delete empties the page it was on', async () => {
    const { actor, view, settled, urls } = open({ search: 'pageIndex=1' });
    await settled();
    actor.send({ type: 'item.delete', id: 'c' });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(view()).toMatchObject({ pageIndex: 0, total: 2 });
    expect(names(view().rows)).toEqual(['Anvil', 'Bell']);
    expect(urls()).toEqual(['']);
  });
});

describe('when the policy asks a question before deleting', () => {
  const asking = (same: CollectionPolicy<Thing>): CollectionPolicy<Thing> => ({
    ...same,
    texts: { ...same.texts, question: (thing) => ({ title: 'Its parts too?', message: `Remove what ${thing.name} made?`, yes: 'Yes', no: 'No' }) },
  });

  it.each([[true], [false]])('asks it first, then confirms, and deletes with the answer %s', async (answer) => {
    const { things, actor, view, settled } = open({ differently: asking });
    await settled();
    actor.send({ type: 'item.delete', id: 'a' });
    expect(view()).toMatchObject({ question: { title: 'Its parts too?', message: 'Remove what Anvil made?' }, confirm: undefined });
    actor.send({ type: 'delete.answer', answer });
    expect(view()).toMatchObject({ question: undefined, confirm: { title: 'Delete thing', answer } });
    expect(things.callsOf('remove')).toEqual([]);
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(things.callsOf('remove')).toEqual([['a', answer]]);
  });

  it('deletes nothing when cancelled at the question, and returns to the form it was asked from', async () => {
    const { things, actor, view, settled } = open({ differently: asking });
    await settled();
    actor.send({ type: 'item.open', id: 'a' });
    actor.send({ type: 'item.delete' });
    actor.send({ type: 'delete.cancel' });
    expect(view()).toMatchObject({ formOpen: true, question: undefined, confirm: undefined });
    expect(things.callsOf('remove')).toEqual([]);
  });
});

describe('when the create form shows what the create answered', () => {
  const showing = (things: FakeCollection<Thing>): CollectionPolicy<Thing, Thing, Thing, string> => ({
    ...policy(things),
    provider: { list: (query) => things.list(query), create: async (draft) => `token of ${draft.name}` },
    create: { ...policy(things).create!, showsAnswer: true },
  });

  it('closes the form and shows the answer until it is closed, the list reloaded meanwhile', async () => {
    const things = new FakeCollection<Thing>({ key: (thing) => thing.id, rows: THINGS });
    const actor = createActor(createCollectionMachine(showing(things)), { input: { search: '', roles: ['admin'], userId: 'u1' } }).start();
    const view = () => selectCollectionView(actor.getSnapshot());
    await waitFor(actor, (s) => !s.hasTag('loading'));
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: { id: 'd', name: 'Drum', team: 'red' } });
    await waitFor(actor, (s) => s.hasTag('receipt') && !s.hasTag('refreshing'));
    expect(view()).toMatchObject({ formOpen: false, receipt: 'token of Drum' });
    expect(things.callsOf('list')).toHaveLength(2);
    actor.send({ type: 'receipt.close' });
    expect(view().receipt).toBeUndefined();
  });
});

describe('when the URL holds the open form', () => {
  const params = (same: CollectionPolicy<Thing>): CollectionPolicy<Thing> => ({ ...same, openParams: { row: 'id', create: 'adding' } });

  it('opens the row the URL names once the first page is there, fetching one that is not on it', async () => {
    const onPage = open({ differently: params, search: 'id=b' });
    await onPage.settled();
    expect(onPage.view().form).toMatchObject({ mode: 'edit', item: THINGS[1] });
    const easel = { id: 'e', name: 'Easel', team: 'blue' };
    const offPage = open({ differently: params, search: 'id=e', rows: [...THINGS, easel] });
    await offPage.settled();
    expect(offPage.things.callsOf('get')).toEqual([['e']]);
    expect(offPage.view().form).toMatchObject({ mode: 'edit', item: easel });
  });

  it('opens the create form when the URL says so', async () => {
    const { view, settled } = open({ differently: params, search: 'adding=true' });
    await settled();
    expect(view().form).toMatchObject({ mode: 'create' });
  });

  it('writes the open row after the query as a step Back undoes, and leaves it out once the form closes', async () => {
    const { actor, settled, pushed } = open({ differently: params, search: 'pageIndex=1', rows: [...THINGS.slice(0, 2), { id: 'c', name: 'Crane', team: 'red' }] });
    await settled();
    actor.send({ type: 'item.open', id: 'c' });
    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.save', draft: { id: 'd', name: 'Drum', team: 'red' } });
    await settled();
    expect(pushed()).toEqual(['pageIndex=1&id=c', 'pageIndex=1', 'pageIndex=1&adding=true', 'pageIndex=1']);
  });

  it('follows Back and Forward: a URL without the row closes its form, one with a row opens it', async () => {
    const { actor, view, settled } = open({ differently: params });
    await settled();
    actor.send({ type: 'url.read', search: 'id=a' });
    expect(view().form).toMatchObject({ item: THINGS[0] });
    actor.send({ type: 'url.read', search: '' });
    expect(view().formOpen).toBe(false);
  });

  it('leaves the URL alone on opening and closing when the policy names no parameters', async () => {
    const { actor, settled, urls } = open();
    await settled();
    actor.send({ type: 'item.open', id: 'a' });
    actor.send({ type: 'form.cancel' });
    expect(urls()).toEqual([]);
  });
});

describe('when the list reloads under an open form', () => {
  it('keeps the form open with its draft', async () => {
    const { actor, view, settled } = open();
    await settled();
    actor.send({ type: 'item.open', id: 'a' });
    actor.send({ type: 'collection.refresh' });
    await settled();
    expect(view()).toMatchObject({ formOpen: true, form: { item: THINGS[0] } });
  });
});

describe('when the list reads as it scrolls', () => {
  const scrolling = (same: CollectionPolicy<Thing>): CollectionPolicy<Thing> => ({ ...same, scrolls: true });
  const MANY: readonly Thing[] = Array.from({ length: 5 }, (_, i) => ({ id: `t${i}`, name: `Thing ${i}`, team: 'red' }));

  it('appends the next page once scrolled within 300 px of the end, with no pager, until every row is there', async () => {
    const { actor, view, settled, things } = open({ rows: MANY, differently: scrolling, search: 'pageIndex=2' });
    await settled();
    expect(names(view().rows)).toEqual(['Thing 0', 'Thing 1']);
    expect(view()).toMatchObject({ paged: false, pageCount: 1, total: 5 });
    actor.send({ type: 'page.scrolled', distanceToEnd: 301 });
    expect(view().loadingMore).toBe(false);
    actor.send({ type: 'page.scrolled', distanceToEnd: 300 });
    expect(view().loadingMore).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('loadingMore'));
    expect(names(view().rows)).toEqual(['Thing 0', 'Thing 1', 'Thing 2', 'Thing 3']);
    actor.send({ type: 'page.scrolled', distanceToEnd: 0 });
    await waitFor(actor, (s) => !s.hasTag('loadingMore'));
    expect(view().rows).toHaveLength(5);
    actor.send({ type: 'page.scrolled', distanceToEnd: 0 });
    expect(view().loadingMore).toBe(false);
    expect(things.callsOf('list').map(([query]) => (query as { pageIndex: number }).pageIndex)).toEqual([0, 1, 2]);
  });

  it('keeps its rows and says why when the next page fails, and reads it again on the next scroll', async () => {
    const { actor, view, settled, things } = open({ rows: MANY, differently: scrolling });
    await settled();
    things.failNext('list', new Error('The server is away'));
    actor.send({ type: 'page.scrolled', distanceToEnd: 10 });
    await waitFor(actor, (s) => !s.hasTag('loadingMore'));
    expect(view()).toMatchObject({ moreError: 'The server is away', total: 5 });
    expect(view().rows).toHaveLength(2);
    actor.send({ type: 'page.scrolled', distanceToEnd: 10 });
    await waitFor(actor, (s) => !s.hasTag('loadingMore'));
    expect(view().moreError).toBeUndefined();
    expect(view().rows).toHaveLength(4);
  });

  it('ignores scrolling in a list with a pager', async () => {
    const { actor, view, settled } = open({ rows: MANY });
    await settled();
    actor.send({ type: 'page.scrolled', distanceToEnd: 0 });
    expect(view()).toMatchObject({ loadingMore: false, paged: true, pageCount: 3 });
  });
});
