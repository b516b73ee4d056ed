export type {
  FlowErrorReport,
  FlowKind,
  FlowParams,
  FlowUi,
  FlowValues,
  InputNode,
  InputValue,
  LogoutFlow,
  NodeGroup,
  SelfServiceFlow,
  Session,
  UiNode,
  UiText,
  UiTextType,
} from './model';
export { IdentityError, IdentityErrorId, toIdentityFailure, type IdentityFailure } from './errors';
export { IdentityPort, SessionHintPort, type SubmitResult } from './ports';
export * from './texts';
export { queryString, loginUrl, safeReturnTo, type LoginTarget } from './rules/urls';
export {
  initialValues,
  submitBody,
  submitButtons,
  withoutGlobalMessages,
  type AutoSubmit,
  type SubmitTrigger,
} from './rules/flow-values';
export { reactToFlowError, type FlowErrorContext, type FlowErrorReaction } from './rules/flow-error-reaction';
export { sessionCheckRedirect } from './rules/session-check';
export { SESSION_HINT_COOKIE, hasSessionHint, probeSession } from './rules/session-hint';
export { loginHeading, loginAutoSubmit } from './rules/login';
export {
  createSelfServiceFlowMachine,
  type FlowContext,
  type FlowEmitted,
  type FlowEvent,
  type FlowMachineInput,
  type FlowPolicy,
  type FlowStep,
  type SelfServiceFlowMachine,
  type SuccessOutcome,
  type SuccessResult,
} from './machines/self-service-flow.machine';
export { loginFlowMachine, loginPolicy } from './machines/login-flow.machine';
export { registrationFlowMachine, registrationPolicy } from './machines/registration-flow.machine';
export { recoveryFlowMachine, recoveryPolicy } from './machines/recovery-flow.machine';
export { verificationFlowMachine, verificationPolicy } from './machines/verification-flow.machine';
export { settingsFlowMachine, settingsPolicy } from './machines/settings-flow.machine';
export { flowErrorMachine, type FlowErrorEmitted, type FlowErrorInput } from './machines/flow-error.machine';
export { SETTINGS_SECTIONS, visibleSettingsSections, type SettingsSection } from './rules/settings-sections';
export { registrationForcedRedirect } from './rules/registration';
export { logoutMachine, type LogoutEmitted, type LogoutInput } from './machines/logout.machine';
export { authStateMachine, type AuthStateEmitted, type AuthStateInput } from './machines/auth-state.machine';
export { bindIdentityPorts, IdentityMachines, type IdentityPorts } from './bind';
export {
  selectFlowView, selectLoginView, selectAuthStateView, selectFlowErrorView, type FlowView, type LoginView, type FlowErrorView,
} from './selectors';
export { nodeTextLines, RECOVERY_CODES_TEXT_ID, USED_RECOVERY_CODE, USED_RECOVERY_CODE_TEXT_ID } from './rules/node-text';
export { inputControl, type InputControl } from './rules/input-control';
export { ERROR_PAGE_PATH, errorPageOf, IdentityModePort, topBarAccount, type IdentityMode, type TopBarAccountPart } from './mode';
