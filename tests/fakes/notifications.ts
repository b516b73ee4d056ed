import type { Notification, NotificationDraft, NotificationPort, RecipientChoices } from '../../core/settings/notifications';
import { FakeCollection } from './collection';

const NO_CHOICES: RecipientChoices = { people: [], teams: [], connections: [] };

/**
 * The notifications in memory, answering as the built-in backend does: newest first, a create records
 * its author and the UI as its source, a recipient switched away is cleared, and the pickers' choices
 * are what `setChoices` gave. What ScriptedPort offers (failNext, hold, callsOf) works on each method.
 */
export class FakeNotificationPort extends FakeCollection<Notification, NotificationDraft> implements NotificationPort {
  private choices: RecipientChoices = NO_CHOICES;
  private choicesError: Error | undefined;

  constructor(rows: readonly Notification[] = []) {
    let made = 0;
    super({
      key: (row) => row.id,
      rows,
      created: (draft, by) => ({
        ...stored(draft), id: `new-notification-${(made += 1)}`, source: 'UI', createdBy: { id: by, name: by },
        createdAt: `2030-01-01T00:00:0${made}Z`, pending: 0, sent: 0, failed: 0,
      }),
      updated: (row, draft) => ({ ...row, ...stored(draft) }),
    });
  }

  setChoices(choices: RecipientChoices): this {
    this.choices = choices;
    return this;
  }

  failChoices(error: Error): this {
    this.choicesError = error;
    return this;
  }

  async recipients(): Promise<RecipientChoices> {
    if (this.choicesError) throw this.choicesError;
    return this.choices;
  }

  override create(draft: NotificationDraft, by: string): Promise<Notification> {
    return super.create(draft, by).then((row) => this.named(row));
  }

  override update(id: string, draft: NotificationDraft, by: string): Promise<Notification> {
    return super.update(id, draft, by).then((row) => this.named(row));
  }

  /** The person and team a row names, by their names among the choices, as the summary view expands them. */
  private named(row: Notification): Notification {
    const person = row.person && this.choices.people.find((p) => p.id === row.person!.id);
    const team = row.team && this.choices.teams.find((t) => t.id === row.team!.id);
    const named = { ...row, person: person ?? row.person, team: team ?? row.team };
    this.set(this.rows.map((held) => (held.id === row.id ? named : held)));
    return named;
  }
}

/** What a draft stores: only the recipient of its kind (R002-7-2-10). */
function stored(draft: NotificationDraft) {
  return {
    name: draft.name, title: draft.title, events: draft.events, filter: draft.filter, template: draft.template,
    person: draft.recipient === 'person' && draft.personId ? { id: draft.personId, name: draft.personId } : undefined,
    team: draft.recipient === 'team' && draft.teamId ? { id: draft.teamId, name: draft.teamId } : undefined,
    customServices: draft.recipient === 'others' ? draft.customServices : [],
  };
}
