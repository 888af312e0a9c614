import type { BusMessage } from '../live/bus';

/** Hears what a write announced, once it is durable. */
export type CommitListener = (messages: readonly BusMessage[]) => void;

/**
 * The one "a change has committed" signal of an app. The unit of work emits it after every
 * commit that announced something (never for a change rolled back); what keeps a copy of what a
 * change may touch (the session cache) and what tells others (the live bus) subscribe to it when
 * the app is put together (deps.ts), in the order they subscribed.
 */
export interface CommitSignal {
  subscribe(listener: CommitListener): void;
  emit(messages: readonly BusMessage[]): void;
}

export function createCommitSignal(): CommitSignal {
  const listeners: CommitListener[] = [];
  return {
    subscribe: (listener) => void listeners.push(listener),
    emit(messages) {
      if (messages.length === 0) return;
      for (const listener of listeners) listener(messages);
    },
  };
}
