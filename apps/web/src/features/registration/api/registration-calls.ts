import {
  type CodeSent,
  type EligibilityQuery,
  type EligibilityResponse,
  type MfaType,
  type PhoneNumberLookup,
  type PhoneType,
  type RegisterRequest,
} from '@portal/contract';
import {
  checkEligibilityCall,
  lookupPhoneNumbersCall,
  registerCall,
  requestRegistrationCodeCall,
  usernameCheckCall,
  verifyRegistrationCodeCall,
} from '@portal/contract/registration';
import { callApi } from '../../../lib/api-client';

export function checkEligibility(query: EligibilityQuery): Promise<EligibilityResponse> {
  return callApi(checkEligibilityCall, { query: { ...query } });
}

export async function isUsernameAvailable(username: string): Promise<boolean> {
  return (await callApi(usernameCheckCall, { query: { username } })).available;
}

export async function lookUpPhoneNumbers(numbers: { contactNumber: string; type: PhoneType }[]): Promise<PhoneNumberLookup[]> {
  return (await callApi(lookupPhoneNumbersCall, { body: { numbers } })).numbers;
}

export function requestRegistrationCode(token: string, mfaPreference: MfaType, destination: string | null): Promise<CodeSent> {
  return callApi(requestRegistrationCodeCall, { bearer: token, body: { mfaPreference, destination } });
}

export async function verifyRegistrationCode(token: string, totp: string): Promise<string> {
  return (await callApi(verifyRegistrationCodeCall, { bearer: token, body: { totp } })).rememberToken;
}

export function register(token: string, request: RegisterRequest) {
  return callApi(registerCall, { bearer: token, body: request });
}
