/** Who the provider says signed in: (issuer, subject), the plan's member number, and contacts it gave. */
export interface ProviderIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly memberNumber: string | null;
  readonly email: string | null;
  readonly phone: string | null;
}
