/** Why a claim of a member number the client's roster does not have is refused (both import paths say it so). */
export function notOnRosterMessage(clientMemberId: string, abbreviation: string): string {
  return `client_member_id '${clientMemberId}' is not on the roster of ${abbreviation}`;
}
