import * as t from 'io-ts';
import type { TeamMemberPort, TeamPerson } from '../../../core/settings';
import { optional } from '../codecs/decode';
import { from } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

const PersonRowsCodec = t.array(
  t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ email: optional(t.string), avatar: optional(t.string) })]),
  'PersonRows',
);
const MemberRowsCodec = t.array(t.type({ person_id: t.string }), 'TeamMemberRows');

const person = (row: t.TypeOf<typeof PersonRowsCodec>[number]): TeamPerson => ({
  id: row.id,
  name: row.name,
  email: row.email ?? undefined,
  avatar: row.avatar ?? undefined,
});

/** A team's members over /api/db (seed 002 §7.2 'Teams', reference §2.5). */
export class HttpTeamMemberAdapter implements TeamMemberPort {
  constructor(private readonly db: PostgrestClient) {}

  async members(teamId: string): Promise<TeamPerson[]> {
    const [members, people] = await Promise.all([
      this.db.select(from('team_members').select('person_id').filter('team_id', 'eq', teamId), MemberRowsCodec),
      this.people(),
    ]);
    const ids = new Set(members.rows.map((row) => row.person_id));
    return people.filter((candidate) => ids.has(candidate.id));
  }

  async people(): Promise<TeamPerson[]> {
    // People without an email are agents and the system, not users who could be in a team.
    const query = from('people').select('id,name,email,avatar').filter('deleted_at', 'is', null).filter('email', 'is', null, true).order('name');
    const { rows } = await this.db.select(query, PersonRowsCodec);
    return rows.map(person);
  }

  async add(teamId: string, personIds: readonly string[]): Promise<void> {
    await this.db.insert('team_members', personIds.map((id) => ({ team_id: teamId, person_id: id })), MemberRowsCodec);
  }

  /** Reference §2.5 deletes by person_id alone, which would take the person out of every team: team_id keeps it to this one. */
  async remove(teamId: string, personId: string): Promise<void> {
    await this.db.remove(from('team_members').filter('person_id', 'eq', personId).filter('team_id', 'eq', teamId), MemberRowsCodec);
  }
}
