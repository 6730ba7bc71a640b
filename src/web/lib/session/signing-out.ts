/**
 * Whether this tab is signing out on purpose. Sign-out ends the session on the server, so the requests still in
 * flight answer 401; those must not turn the sign-out's bare /login into `/login?next=<the page left>` (which would
 * bring the next person who signs in on this browser back to the previous user's page). Set when a sign-out starts,
 * cleared when its navigation to the sign-in page has ended (useSignOut), so it never outlives the sign-out.
 */
let signingOut = false;

export function markSigningOut(): void {
  signingOut = true;
}

export function clearSigningOut(): void {
  signingOut = false;
}

export function isSigningOut(): boolean {
  return signingOut;
}
