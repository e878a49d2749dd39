import type { ReactElement, SVGProps } from 'react';
import type { AreaIconName } from '../lib/feature-routes';

/** Small line icons drawn for this portal; decorative, so hidden from assistive technology. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>): ReactElement {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function HelpIcon(): ReactElement {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
      <path d="M12 17.2v.1" />
    </Icon>
  );
}

export function PrescriptionIcon(): ReactElement {
  return (
    <Icon>
      <rect x="5" y="7" width="14" height="14" rx="2" />
      <path d="M4 3h16v4H4z" />
      <path d="M12 11v6M9 14h6" />
    </Icon>
  );
}

export function TrackerIcon(): ReactElement {
  return (
    <Icon>
      <path d="M3 12h4l2-6 4 12 2-6h6" />
    </Icon>
  );
}

export function InboxIcon(): ReactElement {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </Icon>
  );
}

export function PersonIcon(): ReactElement {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </Icon>
  );
}

export function GlobeIcon(): ReactElement {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </Icon>
  );
}

/** The header's area icons, by the name a feature's menu entry gives. */
export const AREA_ICONS: Record<AreaIconName, () => ReactElement> = {
  help: HelpIcon,
  prescription: PrescriptionIcon,
  tracker: TrackerIcon,
  inbox: InboxIcon,
};
