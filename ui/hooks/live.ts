import { LiveMachines, selectLiveIndicatorView } from '../../core/shared';
import { sameFields, useDomainActor, useSelect } from './actor';
import { useService } from './container';

/** The top bar's live indicator: live, reconnecting, offline or polling. */
export function useLiveIndicator() {
  const actor = useDomainActor(useService(LiveMachines).indicator);
  return useSelect(actor, selectLiveIndicatorView, sameFields);
}
