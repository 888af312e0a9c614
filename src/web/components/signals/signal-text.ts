import { useCallback } from 'react';
import type { RecordSignal } from '#domain/signals/api';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { signalMessages } from './messages';
import { signalSentence } from './signal-sentence';

/** The sentence of `signalSentence` in the person's language. */
export function useSignalText(): (signal: RecordSignal) => string {
  const t = useT(signalMessages);
  const format = useFormat();
  const labels = useLabels();
  return useCallback(
    (signal: RecordSignal) => signalSentence(signal, t, format, labels.shift),
    [t, format, labels],
  );
}
