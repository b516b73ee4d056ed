export type { Session, SessionUser, Versions, KubeconfigFile } from './model';
export { SessionPort, PreferencesPort, ClipboardPort, DownloadPort } from './ports';
export {
  AREAS, areaById, areaForPath, visibleNavigation, homePath, canOpenArea,
  type Area, type Navigation, type NavigationInput,
} from './navigation';
export {
  pageTitle, greeting, SIDEBAR_WIDTH, SIDEBAR_AUTO_COLLAPSE_BELOW, SIDEBAR_COLLAPSED_KEY, COLOUR_MODE_KEY,
  shouldCollapseOnOutsideClick, kubeconfigErrorMessage, type ColourMode,
} from './rules';
export * from './messages';
export { sessionMachine, bindSessionPorts, type SessionContext, type SessionEvent, type SessionPorts } from './machines/session.machine';
export {
  kubeconfigMachine, bindKubeconfigPorts, type KubeconfigContext, type KubeconfigEvent, type KubeconfigPorts,
} from './machines/kubeconfig.machine';
