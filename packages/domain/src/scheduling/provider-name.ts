import type { Provider } from '@portal/contract';
import { isolated } from '../shared/bidi';

/** "First Middle Last, MD" as the directory names a doctor. */
export function providerName(provider: Pick<Provider, 'firstName' | 'middleName' | 'lastName' | 'degrees'>): string {
  const name = [provider.firstName, provider.middleName, provider.lastName].filter(Boolean).join(' ');
  return provider.degrees.length > 0 ? `${name}, ${provider.degrees.join(', ')}` : name;
}

/** A US number of ten digits as "(555) 010-0123"; anything else as it is. */
export function formattedUsPhone(digits: string): string {
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/** The doctor's office on one line, "Clinic, 1 Main St, Portland, OR 97209" (the clinic only when asked for). */
export function providerAddressLine(provider: Pick<Provider, 'hospital' | 'address'>, withHospital = true): string {
  const { address } = provider;
  return [withHospital ? provider.hospital : null, address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`]
    .filter(Boolean)
    .join(', ');
}

/** The doctor's name as a piece of a sentence: isolated, it keeps its order inside a right-to-left one. */
export function isolatedProviderName(provider: Pick<Provider, 'firstName' | 'middleName' | 'lastName' | 'degrees'>): string {
  return isolated(providerName(provider));
}
