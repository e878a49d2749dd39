/**
 * The path to return to after sign-in. Only a path on this site is accepted, so a crafted
 * `nextUrl` cannot send the member elsewhere.
 */
export function safeNextUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

export function loginPathFor(returnTo: string): string {
  return returnTo === '/' ? '/login' : `/login?nextUrl=${encodeURIComponent(returnTo)}`;
}
