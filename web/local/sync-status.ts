// What the sync engine is doing right now, for the quiet status line.
import { create } from 'zustand';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

interface SyncStatusStore {
  state: SyncState;
  set: (state: SyncState) => void;
}

export const useSyncStatus = create<SyncStatusStore>((set) => ({
  // Idle until the sync engine says otherwise (it starts by checking the connection): the same at build time and in
  // her browser, so a prerendered page hydrates without a mismatch.
  state: 'idle',
  set: (state) => set({ state }),
}));
