export function usernameHasSpaces(username: string): boolean {
  return /\s/.test(username);
}

/** Usernames are unique without regard to case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
