import { Badge } from '@mantine/core';
import type { RiskLevel as Level } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

// Shade 9 keeps the light badge's words at AA contrast on its tinted ground (axe checks it in the e2e).
const COLORS: Record<Level, string> = { LOW: 'green.9', MODERATE: 'yellow.9', HIGH: 'red.9' };

/** A risk level in words; the colour only repeats what the words say. */
export function RiskLevel({ level }: { level: Level }): ReactElement {
  const { t } = useTranslation('health-profile');
  return (
    <Badge color={COLORS[level]} variant="light" size="lg" tt="none" c={level === 'MODERATE' ? 'dark' : undefined}>
      {t(`levels.${level}`)}
    </Badge>
  );
}
