import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/shared';
import { fakeConsole } from '../../tests/fakes/fake-console';
import type { FakeIncidentPort } from '../../tests/fakes/incidents';
import { renderIncidents } from '../../tests/setup/render-incidents';
import { IncidentDetailPage } from './incident-detail-page';

function open() {
  const fakes = fakeConsole();
  const { incidents } = fakes;
  incidents.setDirectory([{ id: 'p-ada', name: 'Ada Lovelace' }, { id: 'p-alan', name: 'Alan Turing', email: 'alan@example.com' }]);
  incidents.seed({ id: 'i1', title: 'Checkout down' });
  const root = incidents.seedHypothesis({ incidentId: 'i1', type: 'root', title: 'Checkout down' });
  renderIncidents(<IncidentDetailPage incidentId="i1" />, '/incidents/i1', fakes);
  return { incidents, root };
}

async function mentionAlan() {
  const box = await screen.findByRole('textbox', { name: 'Comment' }, SLOW);
  fireEvent.change(box, { target: { value: '@al' } });
  fireEvent.click(await screen.findByRole('option', { name: /Alan Turing/ }, SLOW));
  return box;
}

/** The page renders the whole incident first; a busy machine takes a while. */
const SLOW = { timeout: 5000 };

/** What a browser does with a keystroke: the character goes in at the caret, which moves after it. */
function typeAtCaret(box: HTMLTextAreaElement, key: string) {
  const at = box.selectionStart;
  const value = box.value.slice(0, at) + key + box.value.slice(box.selectionEnd);
  fireEvent.change(box, { target: { value, selectionStart: at + 1, selectionEnd: at + 1 } });
}

/** A frame passes between keystrokes, as it does while a person types. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const sentComments = (incidents: FakeIncidentPort) =>
  incidents.callsOf('comments.create').map(([c]) => (c as { comment: string }).comment);

describe('when a person is mentioned in the comment box', { timeout: 20000 }, () => {
  it('shows @Name in the box and sends the mention with the person id', async () => {
    const { incidents } = open();
    const box = await mentionAlan();
    expect(box).toHaveValue('@Alan Turing ');
    expect(screen.queryByRole('listbox', { name: 'People' })).not.toBeInTheDocument();

    fireEvent.change(box, { target: { value: '@Alan Turing please roll back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sentComments(incidents)).toEqual(['@[Alan Turing](p-alan) please roll back']), SLOW);
    expect(box).toHaveValue('');
    expect(await screen.findByText('@Alan Turing', { selector: '[data-person="p-alan"]' }, SLOW)).toBeInTheDocument();
  });

  it('gives a refused comment back to the box, still mentioning the person', async () => {
    const { incidents } = open();
    incidents.failNext('comments.create', new DomainError('forbidden', 'permission denied for table comments'));
    const box = await mentionAlan();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('permission denied for table comments', {}, SLOW)).toBeInTheDocument();
    expect(box).toHaveValue('@Alan Turing ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentComments(incidents)).toEqual(['@[Alan Turing](p-alan)', '@[Alan Turing](p-alan)']), SLOW);
  });

  it('keeps every keystroke typed right after the pick where it was typed', async () => {
    open();
    const box = (await screen.findByRole('textbox', { name: 'Comment' }, SLOW)) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Paging @al', selectionStart: 10, selectionEnd: 10 } });
    fireEvent.click(await screen.findByRole('option', { name: /Alan Turing/ }, SLOW));
    const [first = '', ...rest] = 'for the rollback';
    typeAtCaret(box, first);
    for (const key of rest) {
      await nextFrame();
      typeAtCaret(box, key);
    }
    expect(box).toHaveValue('Paging @Alan Turing for the rollback');
  });
});
