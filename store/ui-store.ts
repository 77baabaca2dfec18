import { create } from 'zustand';

/**
 * UI state (docs/behaviour.md#data). `openNotice` is the "open-notice flag": a page that navigates home after a
 * success (login) sets it, and the home page shows it once as a success notice.
 */
export interface UiState {
  openNotice: string | null;
  reloadToggle: boolean;
  setOpenNotice: (message: string) => void;
  consumeOpenNotice: () => string | null;
  toggleReload: () => void;
}

export const useUiStore = create<UiState>()((set, get) => ({
  openNotice: null,
  reloadToggle: false,
  setOpenNotice: (message) => set({ openNotice: message }),
  consumeOpenNotice: () => {
    const notice = get().openNotice;
    if (notice !== null) set({ openNotice: null });
    return notice;
  },
  toggleReload: () => set((s) => ({ reloadToggle: !s.reloadToggle })),
}));
