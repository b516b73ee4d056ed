import { FakeConfigScraperPort } from '../fakes/config-scraper';
import { describeConfigScraperContract } from './config-scraper.contract';

describeConfigScraperContract('fake', async () => ({ port: new FakeConfigScraperPort(), arrange: { me: { id: 'u-admin' } } }));
