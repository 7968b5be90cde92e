// Service-worker update state shared between the registration code (main.tsx) and the update prompt in the shell.
import { create } from 'zustand';

interface PwaStore {
  /** A new version is installed and waiting. */
  needRefresh: boolean;
  /** Activates the waiting worker and reloads the page once it takes control. */
  applyUpdate: () => void;
  dismiss: () => void;
  setUpdate: (apply: () => void) => void;
}

export const usePwaStore = create<PwaStore>((set) => ({
  needRefresh: false,
  applyUpdate: () => {},
  dismiss: () => set({ needRefresh: false }),
  setUpdate: (apply) => set({ needRefresh: true, applyUpdate: apply }),
}));
