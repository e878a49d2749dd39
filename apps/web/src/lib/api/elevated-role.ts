import { REQUEST_HEADERS } from '@portal/contract';

/** The header a sensitive call carries its elevated-role token in. */
export function elevatedRoleHeaders(elevatedRoleToken: string): Record<string, string> {
  return { [REQUEST_HEADERS.elevatedRoleToken]: elevatedRoleToken };
}
