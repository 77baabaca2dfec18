import type { ReactNode } from 'react';

interface LineIconProps {
  /** Size classes; the icons sit in text, so 'h-6 w-6' unless the caller says otherwise. */
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
}

/** A decorative 24×24 outline icon drawn in the current text colour; the caller supplies its shapes. */
export function LineIcon({ className = 'h-6 w-6', strokeWidth = 2, children }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
