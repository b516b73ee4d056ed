import { FLOW_PAGES, YOUR_PROFILE } from '../identity';
import { KUBECONFIG_DOCS_URL } from './messages';
import type { SessionUser, Versions } from './model';
import { greeting } from './rules';

export const DOWNLOAD_KUBECONFIG = 'Download kubeconfig';
export const SIGN_OUT = 'Sign out';
/** The page that runs the logout flow (seed 002 §4). */
export const SIGN_OUT_PATH = '/logout';
/** Shown in the versions line until GET /api/about has answered. */
export const VERSION_PENDING = '…';

/** One line of the user menu (seed 000 §2.2, self-hosted mode). */
export type UserMenuLine =
  | { readonly kind: 'greeting'; readonly text: string; readonly email?: string }
  | { readonly kind: 'link'; readonly id: 'profile' | 'sign-out'; readonly label: string; readonly path: string }
  | { readonly kind: 'action'; readonly id: 'kubeconfig'; readonly label: string }
  | { readonly kind: 'versions'; readonly frontend: string; readonly backend: string };

/**
 * The user menu from top to bottom: the greeting, Your Profile, Download kubeconfig, the Frontend and
 * Backend versions (DECISIONS §15: package.json's version and GET /api/about's), and Sign out.
 */
export function userMenu(user: SessionUser, versions?: Versions): readonly UserMenuLine[] {
  return [
    { kind: 'greeting', text: greeting(user.name), email: user.email },
    { kind: 'link', id: 'profile', label: YOUR_PROFILE, path: FLOW_PAGES.settings },
    { kind: 'action', id: 'kubeconfig', label: DOWNLOAD_KUBECONFIG },
    {
      kind: 'versions',
      frontend: `Frontend ${versions?.frontend ?? VERSION_PENDING}`,
      backend: `Backend ${versions?.backend ?? VERSION_PENDING}`,
    },
    { kind: 'link', id: 'sign-out', label: SIGN_OUT, path: SIGN_OUT_PATH },
  ];
}

/** Menu entries sit together; a line of another kind is set apart from its neighbours. */
export const startsNewGroup = (lines: readonly UserMenuLine[], index: number): boolean => {
  const entry = (line?: UserMenuLine) => line?.kind === 'link' || line?.kind === 'action';
  return index > 0 && !(entry(lines[index]) && entry(lines[index - 1]));
};

export const KUBECONFIG_DIALOG_TITLE = DOWNLOAD_KUBECONFIG;
/** The file's name until the server has named it (Content-Disposition). */
export const KUBECONFIG_FILENAME = 'kubeconfig.yaml';

export type KubeconfigStep =
  | { readonly kind: 'download'; readonly title: string; readonly text: string }
  | { readonly kind: 'apply'; readonly title: string; readonly command: string }
  | { readonly kind: 'learn-more'; readonly title: string; readonly link: { readonly label: string; readonly href: string } };

/** R000-2-2-16: download the file from /api/kubeconfig, apply it with kubectl, learn more. */
export function kubeconfigSteps(filename: string = KUBECONFIG_FILENAME): readonly KubeconfigStep[] {
  return [
    {
      kind: 'download',
      title: 'Download the kubeconfig file',
      text: "It holds a fresh access token for you and points at this server's Kubernetes proxy.",
    },
    { kind: 'apply', title: 'Use it with kubectl', command: `export KUBECONFIG=~/Downloads/${filename}\nkubectl get pods -A` },
    { kind: 'learn-more', title: 'Learn more', link: { label: 'How the Kubernetes proxy works', href: KUBECONFIG_DOCS_URL } },
  ];
}
