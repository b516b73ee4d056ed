import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { DomainError } from '../../shared';
import { bindIncidentPorts } from '../bind';
import { ADD_COMMENT_DETAILS_MESSAGE, SELECT_HYPOTHESIS_MESSAGE } from '../texts';
import type { CommentsEmitted } from './comments.machine';

function start(withRoot = true) {
  const port = new FakeIncidentPort();
  const incidentId = port.seed({ title: 'Checkout down' });
  const root = port.seedHypothesis({ incidentId, type: 'root' });
  const emitted: CommentsEmitted[] = [];
  const actor = createActor(bindIncidentPorts(port.ports()).comments, {
    input: { incidentId, author: port.user, hypothesisId: withRoot ? root : undefined },
  });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const send = (text: string) => {
    actor.send({ type: 'comment.text', text });
    actor.send({ type: 'comment.send' });
  };
  return { actor, port, incidentId, root, emitted, send };
}

describe('when a comment is sent', () => {
  it('shows it at once, before the server answers', () => {
    const { actor, port, send } = start();
    port.hold();
    send('Rolling back');
    const { comments, sending, text } = actor.getSnapshot().context;
    expect(comments.map((c) => [c.comment, c.createdBy?.name, c.createdAt])).toEqual([['Rolling back', 'Casey Commander', '2024-06-12T10:30:00.000Z']]);
    expect(sending).toEqual([comments[0]!.id]);
    expect(text).toBe('');
  });

  it('replaces it with the saved comment and asks for a refetch', async () => {
    const { actor, port, send, incidentId, root, emitted } = start();
    send('Rolling back');
    await waitFor(actor, (s) => s.context.sending.length === 0);
    expect(actor.getSnapshot().context.comments.map((c) => c.id)).toEqual(['comment-3']);
    expect(port.callsOf('comments.create')).toEqual([[{ incidentId, hypothesisId: root, comment: 'Rolling back', createdBy: 'person-1' }]]);
    expect(emitted).toEqual([{ type: 'incident.refetch' }]);
  });

  it('removes it again and shows the error when the server refuses it', async () => {
    const { actor, port, send, emitted } = start();
    port.failNext('comments.create', new DomainError('forbidden', 'permission denied for table comments'));
    send('Rolling back');
    expect(actor.getSnapshot().context.comments).toHaveLength(1);
    await waitFor(actor, (s) => s.context.sending.length === 0);
    expect(actor.getSnapshot().context.comments).toEqual([]);
    expect(emitted).toEqual([{ type: 'toast', status: 'error', message: 'permission denied for table comments' }]);
  });

  it('keeps the others when one of several fails', async () => {
    const { actor, port, send } = start();
    port.failNext('comments.create');
    send('first');
    send('second');
    await waitFor(actor, (s) => s.context.sending.length === 0);
    expect(actor.getSnapshot().context.comments.map((c) => c.comment)).toEqual(['second']);
  });
});

describe('when a comment is not ready to send', () => {
  it('asks for a hypothesis, then for text', () => {
    const { actor, port, send } = start(false);
    send('hello');
    expect(actor.getSnapshot().context.error).toBe(SELECT_HYPOTHESIS_MESSAGE);
    actor.send({ type: 'comment.hypothesis', hypothesisId: 'h' });
    send('   ');
    expect(actor.getSnapshot().context.error).toBe(ADD_COMMENT_DETAILS_MESSAGE);
    expect(port.calls).toEqual([]);
  });
});

describe('when the incident is fetched again', () => {
  it('keeps comments still on their way', () => {
    const { actor, port, send } = start();
    port.hold();
    send('pending');
    actor.send({ type: 'comments.loaded', comments: [] });
    expect(actor.getSnapshot().context.comments.map((c) => c.comment)).toEqual(['pending']);
  });
});

describe('when a person is mentioned in the box', () => {
  const alan = { id: 'p-alan', name: 'Alan Turing' };

  function mention() {
    const started = start();
    started.actor.send({ type: 'comment.text', text: 'ping @al' });
    started.actor.send({ type: 'comment.mention', person: alan });
    return started;
  }

  it('shows @Name, keeps the id aside and moves the caret after the name', () => {
    const { actor } = mention();
    const { text, mentions, caret } = actor.getSnapshot().context;
    expect([text, caret]).toEqual(['ping @Alan Turing ', 18]);
    expect(mentions).toEqual([{ ...alan, start: 5 }]);
  });

  it('picks for the @ at the caret, not at the end of the text', () => {
    const { actor } = start();
    actor.send({ type: 'comment.text', text: '@al see logs', caret: 3 });
    actor.send({ type: 'comment.mention', person: alan });
    expect(actor.getSnapshot().context.text).toBe('@Alan Turing  see logs');
  });

  it('sends the mention as @[Name](id) and shows it so before the server answers', () => {
    const { actor, port, root, incidentId } = mention();
    port.hold();
    actor.send({ type: 'comment.text', text: 'ping @Alan Turing about the rollback' });
    actor.send({ type: 'comment.send' });
    expect(actor.getSnapshot().context.comments[0]!.comment).toBe('ping @[Alan Turing](p-alan) about the rollback');
    expect(actor.getSnapshot().context).toMatchObject({ text: '', mentions: [], caret: 0 });
    expect(port.callsOf('comments.create')).toEqual([
      [{ incidentId, hypothesisId: root, comment: 'ping @[Alan Turing](p-alan) about the rollback', createdBy: 'person-1' }],
    ]);
  });

  it('sends a mention whose name was edited as plain text', () => {
    const { actor, port } = mention();
    actor.send({ type: 'comment.text', text: 'ping @Alan Turin ' });
    actor.send({ type: 'comment.text', text: 'ping @Alan Turing ' });
    expect(actor.getSnapshot().context.mentions).toEqual([]);
    actor.send({ type: 'comment.send' });
    expect(port.callsOf('comments.create')[0]).toEqual([expect.objectContaining({ comment: 'ping @Alan Turing' })]);
  });

  it('gives the refused comment back to the box, mentions and all', async () => {
    const { actor, port } = mention();
    port.failNext('comments.create');
    actor.send({ type: 'comment.send' });
    await waitFor(actor, (s) => s.context.sending.length === 0);
    const { text, mentions, caret, drafts } = actor.getSnapshot().context;
    expect([text, caret, drafts]).toEqual(['ping @Alan Turing ', 18, {}]);
    expect(mentions).toEqual([{ ...alan, start: 5 }]);
    actor.send({ type: 'comment.send' });
    await waitFor(actor, (s) => s.context.sending.length === 0);
    expect(port.callsOf('comments.create').at(-1)).toEqual([expect.objectContaining({ comment: 'ping @[Alan Turing](p-alan)' })]);
  });

  it('keeps what the person typed since, when a refused comment comes back', async () => {
    const { actor, port } = mention();
    port.failNext('comments.create');
    const release = port.hold();
    actor.send({ type: 'comment.send' });
    actor.send({ type: 'comment.text', text: 'something else' });
    release();
    await waitFor(actor, (s) => s.context.sending.length === 0);
    expect(actor.getSnapshot().context).toMatchObject({ text: 'something else', mentions: [], drafts: {} });
  });
});
