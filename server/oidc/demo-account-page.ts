import type { DemoPerson } from '../seed/demo-people';
import type { SessionOrganization } from './claims';
import { escapeHtml, providerPage } from './demo-login-page';

/**
 * The demo provider's profile page (R002-2-4-24): what it holds of the person signed in there. The demo
 * people are fixed, so it only shows them; a real provider's page is where profiles are changed.
 */
export function demoAccountPage(person: DemoPerson, organizations: SessionOrganization[]): string {
  const shown = organizations.filter((org) => !org.personal).map((org) => `<li>${escapeHtml(org.name)}</li>`).join('');
  return providerPage(`<h2>Your profile</h2>
<dl>
<dt>Name</dt><dd>${escapeHtml(person.name)}</dd>
<dt>E-mail</dt><dd>${escapeHtml(person.email)} (verified)</dd>
<dt>Role</dt><dd>${escapeHtml(person.role)}</dd>
</dl>
<h2>Organizations</h2>
${shown ? `<ul>${shown}</ul>` : '<p>None</p>'}
<p>The demo people and their organizations are fixed; an identity provider of your own is where a profile is changed.</p>`);
}
