import type { ClientConfiguration, MemberInfo } from '@portal/contract';

/** The select's value for "prefer not to say", which the call carries as null. */
export const PREFER_NOT_TO_SAY = '';

export interface EthnographyForm {
  readonly race: string;
  readonly ethnography: string;
}

/** A saved code the client no longer lists is shown as not said, rather than as a blank choice. */
export function ethnographyFromMember(
  member: Pick<MemberInfo, 'race' | 'ethnography'>,
  configuration: ClientConfiguration,
): EthnographyForm {
  const listed = (code: string | null, list: ClientConfiguration['races']): string =>
    code !== null && list.some((entry) => entry.code === code) ? code : PREFER_NOT_TO_SAY;
  return { race: listed(member.race, configuration.races), ethnography: listed(member.ethnography, configuration.ethnicities) };
}

export function ethnographyBody(form: EthnographyForm): { race: string | null; ethnography: string | null } {
  return {
    race: form.race === PREFER_NOT_TO_SAY ? null : form.race,
    ethnography: form.ethnography === PREFER_NOT_TO_SAY ? null : form.ethnography,
  };
}
