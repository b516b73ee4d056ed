import { describe, expect, it } from 'vitest';
import { kubeconfigSteps, startsNewGroup, userMenu, type UserMenuLine } from './user-menu';

const user = { id: 'u1', name: 'Ada Admin', email: 'admin@local' };
const describeLine = (line: UserMenuLine) => {
  switch (line.kind) {
    case 'greeting':
      return line.text;
    case 'versions':
      return `${line.frontend} ${line.backend}`;
    case 'link':
      return `${line.label} -> ${line.path}`;
    case 'action':
      return line.label;
  }
};

describe('the user menu', () => {
  it('lists the greeting, Your Profile, Download kubeconfig, the versions and Sign out, in that order', () => {
    expect(userMenu(user, { frontend: '0.1.0', backend: '1.2.3' }).map(describeLine)).toEqual([
      'Hi Ada Admin',
      'Your Profile -> /profile-settings',
      'Download kubeconfig',
      'Frontend 0.1.0 Backend 1.2.3',
      'Sign out -> /logout',
    ]);
  });

  it('shows an ellipsis for the versions until /api/about answers', () => {
    expect(userMenu(user).find((l) => l.kind === 'versions')).toMatchObject({ frontend: 'Frontend …', backend: 'Backend …' });
  });

  it('keeps the greeting email under the greeting', () => {
    expect(userMenu(user)[0]).toMatchObject({ kind: 'greeting', email: 'admin@local' });
  });

  it('sets apart everything but neighbouring entries', () => {
    const lines = userMenu(user);
    expect(lines.map((_, i) => startsNewGroup(lines, i))).toEqual([false, true, false, true, true]);
  });
});

describe('the kubeconfig dialog', () => {
  it('has three steps: download, apply with kubectl, learn more', () => {
    expect(kubeconfigSteps().map((s) => s.kind)).toEqual(['download', 'apply', 'learn-more']);
  });

  it('names the downloaded file in the kubectl step', () => {
    const apply = kubeconfigSteps('prod-kubeconfig.yaml')[1];
    expect(apply).toMatchObject({ kind: 'apply', command: 'export KUBECONFIG=~/Downloads/prod-kubeconfig.yaml\nkubectl get pods -A' });
  });
});
