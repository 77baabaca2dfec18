import type { ReactNode } from 'react';

/** A titled white panel of the profile area. */
export function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-5 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h1 className="text-xl font-bold">{title}</h1>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The empty screens (payment options, vouchers, returns...). */
export function EmptyPanel({ title, text }: { title: string; text: string }) {
  return (
    <Panel title={title}>
      <p className="py-10 text-center text-gray-600">{text}</p>
    </Panel>
  );
}
