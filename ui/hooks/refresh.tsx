import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

interface RefreshBus {
  subscribe(listener: () => void): () => void;
  trigger(): void;
}

const RefreshContext = createContext<RefreshBus | null>(null);

/** The top bar's refresh button reaches whatever view is on screen through this. */
export function RefreshProvider({ children }: { children: ReactNode }) {
  const bus = useMemo<RefreshBus>(() => {
    const listeners = new Set<() => void>();
    return {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      trigger() {
        listeners.forEach((listener) => listener());
      },
    };
  }, []);
  return <RefreshContext.Provider value={bus}>{children}</RefreshContext.Provider>;
}

export function useRefresh(): () => void {
  const bus = useContext(RefreshContext);
  return useCallback(() => bus?.trigger(), [bus]);
}

/** A view calls this to reload itself when the refresh button is pressed. */
export function useRefreshSignal(onRefresh: () => void): void {
  const bus = useContext(RefreshContext);
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  useEffect(() => bus?.subscribe(() => latest.current()), [bus]);
}
