// What the sync engine is doing right now, for the quiet status line.
import { create } from 'zustand';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

interface SyncStatusStore {
  state: SyncState;
  set: (state: SyncState) => void;
}

export const useSyncStatus = create<SyncStatusStore>((set) => ({
  state: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'idle',
  set: (state) => set({ state }),
}));
