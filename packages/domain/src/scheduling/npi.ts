/** A National Provider Identifier: ten digits, the last a Luhn check digit. */
const NPI_FORM = /^\d{10}$/;

/**
 * CMS computes an NPI's check digit with Luhn over the card-issuer prefix 80840 followed by
 * the first nine digits; the prefix always adds 24 to the sum.
 */
const NPI_PREFIX_SUM = 24;

export function npiCheckDigit(firstNine: string): number {
  let sum = NPI_PREFIX_SUM;
  for (let index = 0; index < firstNine.length; index += 1) {
    // From the right of the nine digits, every other digit (starting with the last) is doubled.
    const digit = Number(firstNine[firstNine.length - 1 - index]);
    const doubled = index % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidNpi(value: string): boolean {
  if (!NPI_FORM.test(value)) return false;
  return npiCheckDigit(value.slice(0, 9)) === Number(value[9]);
}
