export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
export { AuthStateCheckerPage } from './auth-state-checker-page';
export { FlowForm, type FlowFormProps } from './flow-form';
export { FlowNode } from './flow-node';
export { FlowMessages, NodeMessages } from './flow-messages';
export { IdentityCard } from './identity-card';
export { LogoMark } from './logo-mark';
