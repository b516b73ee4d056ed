import { FakeSettingsResourcePort } from '../fakes/settings-resources';
import { describeSettingsResourcesContract } from './settings-resources.contract';

describeSettingsResourcesContract('fake', async () => ({ port: new FakeSettingsResourcePort(), arrange: { me: { id: 'me' } } }));
