import { anAgent, FakeAgentPort } from '../fakes/agents';
import { NIL_UUID } from '../../core/shared';
import { describeAgentsContract } from './agents.contract';

// The backend's own agent is there from the start, created before any other.
describeAgentsContract('fake', async () => ({
  port: new FakeAgentPort(() => new Date()).setAgents([anAgent({ id: NIL_UUID, name: 'local', createdAt: '2024-01-01T00:00:00Z' })]),
  arrange: {},
}));
