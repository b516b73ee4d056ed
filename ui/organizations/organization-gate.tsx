import type { ReactNode } from 'react';
import { ErrorPanel } from '../components/error-panel';
import { useOrganizationGate } from '../hooks/organizations';
import { LoadingSkeleton } from '../shell/loading-skeleton';
import { OrganizationPickerPage, ProvisioningPage } from './gate-screens';

/**
 * What the hosted mode shows before the console (seed 000 §2.2): the console once the organization's
 * instance answers, else the picker or the provisioning screen; while it goes to /login, nothing.
 */
export function OrganizationGate({ children }: { children: ReactNode }) {
  const { view, send } = useOrganizationGate();
  switch (view.screen) {
    case 'console':
      return <>{children}</>;
    case 'picker':
      return <OrganizationPickerPage />;
    case 'provisioning':
      return <ProvisioningPage />;
    case 'failed':
      return <ErrorPanel fullPage error={view.error} onRetry={() => send({ type: 'organization.retry' })} />;
    default:
      return <LoadingSkeleton />;
  }
}
