import { useMemo } from 'react';
import { areaById, canOpenArea, homePath, visibleNavigation, type Navigation } from '../../core/session';
import { useEffectiveFlags } from './effective-flags';
import { useSession } from './session';

/** The sidebar's entries for the signed-in person, among the areas this console has. */
export function useNavigation(available: ReadonlySet<string>): Navigation & { home?: string } {
  const { roles } = useSession();
  const flags = useEffectiveFlags();
  return useMemo(() => {
    const navigation = visibleNavigation({ roles, flags, available });
    return { ...navigation, home: homePath(navigation) };
  }, [roles, flags, available]);
}

/** Whether the signed-in person may open an area's route (read on its resource). */
export function useCanOpenArea(areaId: string): boolean {
  const { roles } = useSession();
  const target = areaById(areaId);
  return target !== undefined && canOpenArea(roles, target);
}
