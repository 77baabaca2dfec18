import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  children,
  action,
}: {
  id: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mb-5 flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-bold tracking-tight text-gray-900 sm:text-2xl">
        {children}
        <span aria-hidden="true" className="bg-primary mt-1.5 block h-1 w-12 rounded-full" />
      </h2>
      {action}
    </div>
  );
}
