import type { ReactNode } from 'react';
import { Layout } from 'react-admin';

/** react-admin's layout; kept as the one place a console-wide banner or menu change would go. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return <Layout>{children}</Layout>;
}
