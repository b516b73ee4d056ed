import { ShellMachines, selectKubeconfigView } from '../../core/session';
import { sameFields, useDomainActor, useSelect } from './actor';
import { useService } from './container';

/** The kubeconfig dialog's download (R000-2-2-16): what the dialog shows, and the download to start. */
export function useKubeconfigDownload() {
  const { kubeconfig } = useService(ShellMachines);
  const actor = useDomainActor(kubeconfig);
  const view = useSelect(actor, selectKubeconfigView, sameFields);
  return { ...view, download: () => actor.send({ type: 'kubeconfig.download' }) };
}
