import { channel } from 'node:diagnostics_channel';
import pLimit from 'p-limit';

/**
 * Photos one server decodes at once; more wait their turn. A photo that passed checkPhoto costs
 * at most about half a second of CPU (a 48 MP JPEG about 0.15 s), so a burst of uploads, from
 * one person or many, keeps at most two decodes busy and the other requests still get CPU.
 */
export const PHOTO_DECODES_AT_ONCE = 2;

/** Runs decodes, at most PHOTO_DECODES_AT_ONCE of them at a time. One per app. */
export interface DecodeQueue {
  run<T>(decode: () => Promise<T>): Promise<T>;
}

/** Published as each decode starts and ends: `running` counts that decode too. */
export interface DecodeEvent {
  phase: 'start' | 'end';
  running: number;
  waiting: number;
}

/**
 * The queue's state, published on Node's diagnostics channel for whoever listens (a test, a
 * monitoring agent); publishing costs nothing while no one does.
 */
export const PHOTO_DECODE_CHANNEL = 'shiftcheck:photo-decode';
const decodeEvents = channel(PHOTO_DECODE_CHANNEL);

export function createDecodeQueue(atOnce = PHOTO_DECODES_AT_ONCE): DecodeQueue {
  const limit = pLimit(atOnce);
  const publish = (phase: DecodeEvent['phase']) => {
    if (!decodeEvents.hasSubscribers) return;
    const event: DecodeEvent = { phase, running: limit.activeCount, waiting: limit.pendingCount };
    decodeEvents.publish(event);
  };
  return {
    run: (decode) =>
      limit(async () => {
        publish('start');
        try {
          return await decode();
        } finally {
          publish('end');
        }
      }),
  };
}
