/** The five demo people of DECISIONS §4, one per role. The auth helper gives each a sign-in identity. */
export interface DemoPerson {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'editor' | 'commander' | 'responder' | 'viewer';
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { id: '0a0d0001-0000-4000-8000-000000000001', name: 'Alice Admin', email: 'admin@local', role: 'admin' },
  { id: '0a0d0001-0000-4000-8000-000000000002', name: 'Eddie Editor', email: 'editor@local', role: 'editor' },
  { id: '0a0d0001-0000-4000-8000-000000000003', name: 'Carla Commander', email: 'commander@local', role: 'commander' },
  { id: '0a0d0001-0000-4000-8000-000000000004', name: 'Ravi Responder', email: 'responder@local', role: 'responder' },
  { id: '0a0d0001-0000-4000-8000-000000000005', name: 'Vera Viewer', email: 'viewer@local', role: 'viewer' },
];

export const demoPerson = (role: DemoPerson['role']): DemoPerson => DEMO_PEOPLE.find((p) => p.role === role)!;
