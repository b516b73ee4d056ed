import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Incident, Team } from '../../core/incidents';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { renderConsole } from '../../tests/setup/render-console';
import { IncidentContext, type IncidentScreen } from './incident-context';
import { ResponderWizardDialog } from './responder-wizard-dialog';

const platform: Team = { id: 'team-platform', name: 'Platform', responderClients: { jira: { values: { priority: 'High' } } } };

async function openJiraForm() {
  const fakes = fakeConsole();
  const port = fakes.incidents.setDirectory([], [platform]);
  port.configLookups
    .add('jira', {
      id: 'cloud', name: 'Acme Jira Cloud', externalId: ['acme.atlassian.net'],
      config: { projects: [{ key: 'PLAT', name: 'Platform', issueTypes: ['Incident', 'Bug'] }], priorities: ['High', 'Low'] },
    })
    .add('jira', { id: 'dc', name: 'Acme Jira Data Center', externalId: ['jira.acme.internal'], config: { projects: [] } });
  const incident: Incident = await port.create({
    title: 'Checkout down', description: '', severity: 'low', status: 'open', type: 'availability', createdBy: port.user.id,
  });
  const incidentScreen: IncidentScreen = {
    person: port.user,
    incident,
    refetch: () => undefined,
    removeResponder: () => undefined,
    removeEvidence: () => undefined,
  };
  renderConsole(
    <IncidentContext.Provider value={incidentScreen}>
      <ResponderWizardDialog incident={incident} onClose={() => undefined} />
    </IncidentContext.Provider>,
    { fakes },
  );
  const team = await screen.findByRole('combobox', { name: 'Team' });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Platform' })).toBeInTheDocument());
  fireEvent.change(team, { target: { value: platform.id } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Jira' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  return port;
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const choices = (name: string) => [...select(name).options].slice(1).map((o) => o.textContent);

describe('when the Jira form of the add-responder wizard opens', () => {
  it('keeps project, issue type and priority disabled until their parent is chosen', async () => {
    await openJiraForm();
    const instance = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Jira Instance' });
    await waitFor(() => expect(choices('Jira Instance')).toEqual(['Acme Jira Cloud', 'Acme Jira Data Center']));
    expect(instance.value).toBe('');
    expect(select('Project')).toBeDisabled();
    expect(select('Issue Type')).toBeDisabled();
    expect(select('Priority')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Summary' })).toBeEnabled();

    fireEvent.change(instance, { target: { value: 'cloud' } });
    await waitFor(() => expect(choices('Project')).toEqual(['Platform']));
    expect(select('Project')).toBeEnabled();
    expect(select('Issue Type')).toBeDisabled();

    fireEvent.change(select('Project'), { target: { value: 'PLAT' } });
    expect(select('Issue Type')).toBeEnabled();
    expect(choices('Issue Type')).toEqual(['Incident', 'Bug']);
    expect(select('Priority').value).toBe('High');
    fireEvent.change(select('Issue Type'), { target: { value: 'Bug' } });

    fireEvent.change(instance, { target: { value: 'dc' } });
    expect(select('Project').value).toBe('');
    expect(select('Issue Type').value).toBe('');
    expect(select('Issue Type')).toBeDisabled();
  }, 20_000);

  it('says every select is required when saved empty', async () => {
    await openJiraForm();
    await screen.findByRole('combobox', { name: 'Jira Instance' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please provide valid value')).toHaveLength(5);
  }, 20_000);
});
