import type { SnapshotFrom } from 'xstate';
import type { ResponderWizardContext, responderWizardMachine } from '../machines/responder-wizard.machine';
import type { Person, ResponderType, Team } from '../model';
import { canGoToResponderType, canSaveResponder, responderTypesScroll, teamResponderTypes } from '../rules/responders';
import { memoizeLast } from '../../shared';

/** The open type's form: its values, what each field says is wrong, and the Jira and planner lookups. */
export type ResponderFormView = Pick<ResponderWizardContext, 'values' | 'errors' | 'lookup'>;

export interface ResponderWizardView {
  /** Select Responder (0), Responder Type (1), Save Team Responder (2). */
  readonly step: 0 | 1 | 2;
  readonly error?: string;
  readonly teams: readonly Team[];
  readonly people: readonly Person[];
  /** The chosen team's or person's id, '' for none. */
  readonly teamId: string;
  readonly personId: string;
  /** The team and person pickers show (also while a person is being added). */
  readonly showsChoice: boolean;
  /** The responder types the chosen team answers by, on the second step. */
  readonly showsTypes: boolean;
  readonly types: readonly ResponderType[];
  readonly typesScroll: boolean;
  readonly responderType?: ResponderType;
  /** The chosen type's form shows (also while the team's responder is saved). */
  readonly form?: ResponderFormView & { readonly type: ResponderType };
  readonly canNext: boolean;
  readonly canAddPerson: boolean;
  readonly canSave: boolean;
  readonly saving: boolean;
}

const typesOf = memoizeLast((team: Team | undefined) => (team ? teamResponderTypes(team) : []));
const formOf = memoizeLast((type: ResponderType, values: ResponderFormView['values'], errors: ResponderFormView['errors'], lookup: ResponderFormView['lookup']) => ({
  type, values, errors, lookup,
}));

/** What Add responder shows (seed 001 §2.7). */
export function selectResponderWizardView(snapshot: SnapshotFrom<typeof responderWizardMachine>): ResponderWizardView {
  const { context } = snapshot;
  const saving = snapshot.hasTag('busy');
  const team = context.choice?.kind === 'team' ? context.choice.team : undefined;
  const person = context.choice?.kind === 'person' ? context.choice.person : undefined;
  const step = snapshot.hasTag('typing') ? 1 : snapshot.hasTag('form') ? 2 : 0;
  const types = typesOf(team);
  const showsForm = (snapshot.hasTag('form') || (saving && team !== undefined)) && context.responderType !== undefined;
  return {
    step,
    error: context.error,
    teams: context.teams,
    people: context.people,
    teamId: team?.id ?? '',
    personId: person?.id ?? '',
    showsChoice: snapshot.hasTag('choosing') || (saving && person !== undefined),
    showsTypes: snapshot.hasTag('typing'),
    types,
    typesScroll: responderTypesScroll(types.length),
    responderType: context.responderType,
    form: showsForm ? formOf(context.responderType!, context.values, context.errors, context.lookup) : undefined,
    canNext: canGoToResponderType(context.choice),
    canAddPerson: person !== undefined && canSaveResponder(context.choice, undefined, saving),
    canSave: canSaveResponder(context.choice, context.responderType, saving),
    saving,
  };
}
