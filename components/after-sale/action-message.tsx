/** The outcome of a cancellation or a return request: a success in green, a refusal in the shop's red. */
export type ActionMessage = { kind: 'success' | 'error'; text: string } | null;

export function ActionAlert({ message }: { message: ActionMessage }) {
  if (!message) return null;
  const tone =
    message.kind === 'error'
      ? 'border-primary/30 bg-primary-light text-primary'
      : 'border-green-300 bg-green-50 text-green-800';
  return (
    <p
      role={message.kind === 'error' ? 'alert' : 'status'}
      className={`rounded border px-3 py-2 text-sm ${tone}`}
    >
      {message.text}
    </p>
  );
}

/** A failure's message for the shopper: the API's own sentence when it gave one. */
export const failureText = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;
