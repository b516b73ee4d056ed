/**
 * Full page loads: after signing in or out the whole console starts again from the new session, and
 * the identity service's own addresses (`/api/.ory/...`) are not routes of the console.
 */
export const documentNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
