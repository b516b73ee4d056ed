import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { screen, waitFor } from '@testing-library/react';
import type { LiveEvent } from '../../core/shared';
import type { ActorRefFrom } from 'xstate';
import { selectTopologyDashboardView, type TopologyMachines } from '../../core/topology';
import { checkStatusEvent } from '../../tests/fakes/health';
import type { ConsoleWorld } from '../support/world';

// The incident scenarios' remembered incident (features/steps/incident-pages.steps.ts).
const INCIDENT = 'pages.incident';
const READS = 'live.reads';
const UPDATES = 'live.updates';

const incidentId = (w: ConsoleWorld) => w.recall<string>(INCIDENT);
const reads = (w: ConsoleWorld) => w.console.incidents.callsOf('incidents.get').length;
const rootOf = (w: ConsoleWorld) => {
  const root = w.console.incidents.stored(incidentId(w))?.hypotheses.find((hypothesis) => hypothesis.type === 'root');
  assert.ok(root, 'the incident has no root hypothesis');
  return root.id;
};

/** A comment row as the server's stream carries it for a reader who may read it. */
function commentEvent(w: ConsoleWorld, id: string, text: string, author: string): LiveEvent {
  return {
    kind: 'comment', id, parent: incidentId(w), op: 'insert', at: '2026-11-27T12:00:00Z',
    row: {
      id, incident_id: incidentId(w), hypothesis_id: rootOf(w), comment: text, created_at: '2026-11-27T12:00:00Z',
      created_by: { id: 'person-2', name: author, email: 'riley@example.com', avatar: null },
    },
  };
}

function arrive(w: ConsoleWorld, ...events: LiveEvent[]) {
  w.remember(READS, reads(w));
  w.console.live.emit(...events);
  w.console.liveScheduler.flush();
}

When('{string} comments {string} on it from another browser', function (this: ConsoleWorld, author: string, text: string) {
  arrive(this, commentEvent(this, 'live-comment-1', text, author));
});

When('{int} comments arrive from another browser before the page next draws', function (this: ConsoleWorld, count: number) {
  this.remember(READS, reads(this));
  this.console.live.emit(...Array.from({ length: count }, (_, n) => commentEvent(this, `live-burst-${n}`, `burst ${n}`, 'Riley Responder')));
  // What the page will do at the next frame: one batch holding them all.
  this.remember(UPDATES, this.console.liveScheduler.waiting);
  this.console.liveScheduler.flush();
});

When("another browser's comment arrives without its row", function (this: ConsoleWorld) {
  arrive(this, { kind: 'comment', id: 'live-comment-2', parent: incidentId(this), op: 'insert', at: '2026-11-27T12:00:00Z' });
});

When('the stream says it lost events', function (this: ConsoleWorld) {
  this.console.live.resync();
});

Then('the comment {string} shows on the page', async function (text: string) {
  await screen.findByText(text);
});

Then('the page took them in one update', async function (this: ConsoleWorld) {
  assert.equal(this.recall<number>(UPDATES), 1);
  await screen.findByText('burst 999');
});

Then('the incident was not read again since the page opened', function (this: ConsoleWorld) {
  assert.equal(reads(this), this.recall<number>(READS));
});

Then('the incident was read again {int} time(s) since the page opened', async function (this: ConsoleWorld, times: number) {
  await waitFor(() => assert.equal(reads(this), this.recall<number>(READS) + times));
});

// The stream's state, and what other people's work sends down it.

Given('the live stream is up', function (this: ConsoleWorld) {
  this.console.live.setStatus('live');
});

When('the live stream drops', function (this: ConsoleWorld) {
  this.console.live.setStatus('reconnecting');
});

When(/^check "([^"]*)" runs and (passes|fails)(?: with "([^"]*)")?$/, function (this: ConsoleWorld, checkId: string, outcome: string, message?: string) {
  this.console.live.emit(checkStatusEvent(checkId, { time: this.clock.now().toISOString(), status: outcome === 'passes', message }));
  this.console.liveScheduler.flush();
});

// The topology's cards (features/steps/topology.steps.ts opens the dashboard; a component's id is its name).

const dashboardCards = (w: ConsoleWorld) =>
  selectTopologyDashboardView(w.recall<{ actor: ActorRefFrom<TopologyMachines['dashboard']> }>('topology.opened').actor.getSnapshot()).cards;

When('the health of {string} turns {string} on the stream', function (this: ConsoleWorld, id: string, status: string) {
  arrive(this, { kind: 'component.health', id, parent: 'shop', op: 'update', at: this.clock.now().toISOString(), row: { id, name: id, health: status, previous: 'healthy', status } });
});

When('the health of {string} changes on the stream without its row', function (this: ConsoleWorld, id: string) {
  arrive(this, { kind: 'component.health', id, parent: 'shop', op: 'update', at: this.clock.now().toISOString() });
});

Then('the card of {string} shows {string}', function (this: ConsoleWorld, id: string, status: string) {
  assert.equal(dashboardCards(this).find((card) => card.id === id)?.status, status);
});

Then('the topology was read {int} time(s)', async function (this: ConsoleWorld, times: number) {
  await waitFor(() => assert.equal(this.console.topology.callsOf('getTopology').length, times));
});

// The agents list (features/steps/agents.steps.ts opens it; an agent's id is id-{name}).

When('the server sees agent {string} again', function (this: ConsoleWorld, name: string) {
  arrive(this, { kind: 'agent.seen', id: `id-${name}`, op: 'update', at: this.clock.now().toISOString(), row: { id: `id-${name}`, name, last_seen: this.clock.now().toISOString() } });
});

When('{int} seconds pass and the server says agent {string} fell silent', function (this: ConsoleWorld, seconds: number, name: string) {
  const lastSeen = this.console.agents.storedByName(name)?.lastSeen;
  this.clock.advance(seconds * 1000);
  arrive(this, { kind: 'agent.seen', id: `id-${name}`, op: 'update', at: this.clock.now().toISOString(), row: { id: `id-${name}`, name, last_seen: lastSeen } });
});

Then('the agents were read {int} time(s)', function (this: ConsoleWorld, times: number) {
  assert.equal(this.console.agents.callsOf('list').length, times);
});
