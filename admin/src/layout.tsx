import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './app-bar';

/** react-admin's layout with the console's app bar (the page title as h1, the user menu by name). */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={ConsoleAppBar}>{children}</Layout>;
}
