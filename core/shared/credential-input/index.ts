export type { CredentialMode, CredentialInput, EnvVarSource, KeyReference } from './model';
export {
  EMPTY_CREDENTIAL, readCredential, writeCredential, switchCredentialMode, typeCredential, credentialFilled, toEnvVarSource, fromEnvVarSource,
} from './rules';
export { CREDENTIAL_MODES, CREDENTIAL_PART_LABELS } from './texts';
