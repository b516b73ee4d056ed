export type { Session, SessionUser, Versions, KubeconfigFile } from './model';
export { SessionPort, SignInPort, PreferencesPort, ClipboardPort } from './ports';
export {
  AREAS, ROUTE_PERMISSIONS, areaById, areaForPath, pageAreaForPath, routePermission, canOpenRoute, canSeeSettings,
  type AreaDefinition, type AreaId, type AreaRoute, type RoutePermission,
  ROUTE_REDIRECTS,
} from './areas';
export {
  visibleNavigation, homePath, canOpenArea, PUBLIC_TOPOLOGY_VIEW, routeNeedsFlags, routeMayRender, type Navigation, type NavigationInput,
} from './navigation';
export {
  pageTitle, greeting, SIDEBAR_WIDTH, SIDEBAR_AUTO_COLLAPSE_BELOW, SIDEBAR_COLLAPSED_KEY, COLOUR_MODE_KEY,
  shouldCollapseOnOutsideClick, kubeconfigErrorMessage, isSidebarCollapsed, storedSidebarState, sidebarWidth,
  LOADING_SKELETON_PARTS, TOAST, type ColourMode, type LoadingSkeletonPart,
} from './rules';
export {
  userMenu, startsNewGroup, kubeconfigSteps, DOWNLOAD_KUBECONFIG, SIGN_OUT, SIGN_OUT_PATH, VERSION_PENDING,
  KUBECONFIG_DIALOG_TITLE, KUBECONFIG_FILENAME, type UserMenuLine, type KubeconfigStep,
} from './user-menu';
export * from './messages';
export { copyId, copiedToClipboard, COPY_ID } from './copy-id';
export { sessionMachine, type SessionContext, type SessionEvent } from './machines/session.machine';
export { kubeconfigMachine, type KubeconfigContext, type KubeconfigEvent } from './machines/kubeconfig.machine';
export { bindShellPorts, ShellMachines, type ShellPorts } from './bind';
export {
  selectSessionView, selectKubeconfigView, selectEffectiveFlagsView,
  type SessionView, type SessionStatus, type KubeconfigView, type EffectiveFlagsView,
} from './selectors';
