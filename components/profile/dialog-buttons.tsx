'use client';

import { SubmitButton } from '@/components/ui/form-controls';

/** Cancel and submit, side by side: the profile dialog's two steps end with them. */
export function DialogButtons(props: { busy: boolean; onCancel: () => void; submit: string }) {
  return (
    <div className="flex gap-3">
      <button
        type="button"
        onClick={props.onCancel}
        className="w-full rounded border border-gray-300 px-4 py-3 font-semibold text-gray-700 hover:bg-gray-50"
      >
        Cancel
      </button>
      <SubmitButton busy={props.busy}>{props.submit}</SubmitButton>
    </div>
  );
}
