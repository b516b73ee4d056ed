import { useMemo } from 'react';
import { SessionPort, bindKubeconfigPorts } from '../../core/session';
import { DownloadPort } from '../../core/shared';
import { useDomainActor, useSelect } from './actor';
import { useService } from './container';

export function useKubeconfigDownload() {
  const session = useService<SessionPort>(SessionPort);
  const download = useService<DownloadPort>(DownloadPort);
  const machine = useMemo(() => bindKubeconfigPorts({ session, download }), [session, download]);
  const actor = useDomainActor(machine);
  const status = useSelect(actor, (s) => s.value as 'idle' | 'downloading' | 'downloaded' | 'failed');
  const error = useSelect(actor, (s) => s.context.error);
  const filename = useSelect(actor, (s) => s.context.filename);
  return {
    status,
    error,
    filename,
    download: () => actor.send({ type: 'kubeconfig.download' }),
    reset: () => actor.send({ type: 'kubeconfig.reset' }),
  };
}
