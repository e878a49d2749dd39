import type { ReactElement, ReactNode } from 'react';

/**
 * A tinted message box: what Mantine's light Alert shows, without its code on the sign-in page.
 * `alert` is announced at once; `note` is read in its place.
 */
export function Notice({
  tone,
  role,
  title,
  children,
}: {
  tone: 'error' | 'info';
  role: 'alert' | 'note';
  title?: string;
  children: ReactNode;
}): ReactElement {
  return (
    <div className={`notice notice-${tone}`} role={role}>
      {title && <strong className="notice-title">{title}</strong>}
      {children}
    </div>
  );
}
