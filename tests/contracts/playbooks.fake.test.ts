import { FakePlaybookPort } from '../fakes/playbooks';
import { describePlaybooksContract } from './playbooks.contract';

describePlaybooksContract('fake', async () => ({ port: new FakePlaybookPort(), arrange: {} }));
