import { IdentityModePort, type IdentityMode } from '../../core/identity';
import { useService } from './container';

/** The identity mode the server served the page in (seed 000 §1); the hosted mode's code loads only in it. */
export function useIdentityMode(): IdentityMode {
  return useService(IdentityModePort).mode();
}
