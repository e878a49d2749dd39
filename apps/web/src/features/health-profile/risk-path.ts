import { HRA_RISK_TYPES, type HraRiskType } from '@portal/contract';

/** A risk's page: the address names it in lower kebab case (`/hra/summary/physical-activity`). */
export function riskPath(risk: HraRiskType): string {
  return `/hra/summary/${risk.toLowerCase().replaceAll('_', '-')}`;
}

/** The risk an address names, or null for one the HRA does not report (spec 001 section 8: 'Invalid risk type'). */
export function riskFromPath(segment: string): HraRiskType | null {
  const wanted = segment.toUpperCase().replaceAll('-', '_');
  return HRA_RISK_TYPES.find((risk) => risk === wanted) ?? null;
}
