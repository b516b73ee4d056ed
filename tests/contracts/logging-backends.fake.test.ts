import { FakeLoggingBackendPort } from '../fakes/logging-backends';
import { describeLogBackendContract } from './logging-backends.contract';

describeLogBackendContract('fake', async () => ({ port: new FakeLoggingBackendPort(), arrange: { me: { id: 'u-admin' } } }));
