import { TOAST, type ResolvedTheme } from '@facet/contract';
import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import * as styles from './Toaster.css';

export interface ToasterProps {
  theme: ResolvedTheme;
}

// Sonner sizes toasts from this custom property; the value is SPEC.md's, not sonner's default.
const style = { '--width': `${TOAST.widthPx}px` } as CSSProperties;

/** Mount once near the root; raise toasts with `toast` from this package. */
export function Toaster({ theme }: ToasterProps) {
  return (
    <SonnerToaster
      theme={theme}
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      // On a phone toasts span the width: they start under the top bar (56 px, 60 px signed out), not over it.
      mobileOffset={{ top: 68 }}
      style={style}
      toastOptions={{
        classNames: {
          toast: styles.toast,
          description: styles.description,
          success: styles.success,
          info: styles.info,
          warning: styles.warning,
          error: styles.error,
        },
      }}
    />
  );
}

export { toast } from 'sonner';
