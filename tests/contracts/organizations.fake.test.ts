import { FakeOrganizationsPort } from '../fakes/organizations';
import { describeOrganizationsContract } from './organizations.contract';

const BACKEND = 'https://acme.example.com';

describeOrganizationsContract('fake', async () => {
  const port = new FakeOrganizationsPort();
  port.organizations = [
    { id: 'acme', name: 'Acme Operations', personal: false, backendUrl: BACKEND },
    { id: 'beacon', name: 'Beacon Labs', personal: false },
    { id: 'personal', name: 'Admin (personal)', personal: true },
  ];
  port.currentId = 'acme';
  return { port, arrange: { acme: 'acme', beacon: 'beacon', backendUrl: BACKEND } };
});
