import type { Provider } from '@portal/contract';

/** "First Middle Last, MD" as the directory names a doctor. */
export function providerName(provider: Pick<Provider, 'firstName' | 'middleName' | 'lastName' | 'degrees'>): string {
  const name = [provider.firstName, provider.middleName, provider.lastName].filter(Boolean).join(' ');
  return provider.degrees.length > 0 ? `${name}, ${provider.degrees.join(', ')}` : name;
}

/** A US number of ten digits as "(555) 010-0123"; anything else as it is. */
export function formattedUsPhone(digits: string): string {
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}
