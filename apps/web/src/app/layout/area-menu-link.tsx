import { Button } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { PortalArea } from '../portal-areas';

/** A header menu item; the current page's item carries aria-current="page". */
export function AreaMenuLink({ area, onNavigate }: { area: PortalArea; onNavigate?: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <NavLink to={area.path} end={area.path === '/'} onClick={onNavigate} style={{ textDecoration: 'none' }}>
      {({ isActive }) => (
        <Button component="span" variant={isActive ? 'light' : 'subtle'} size="sm">
          {t(`areas.${area.key}`)}
        </Button>
      )}
    </NavLink>
  );
}
