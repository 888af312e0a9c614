import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { setDraftPending } from './draft-store';

export const AUTOSAVE_DELAY_MS = 600;

/**
 * A text field that saves itself: ~600 ms after the last keystroke and at once on blur. While it
 * has focus it shows what is being typed, even if a save comes back trimmed or another device
 * changes the value; after that it shows the saved (or pending) value again.
 */
export function useAutosaveText(value: string, save: (value: string) => void) {
  const key = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const unsaved = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const text = unsaved.current;
    unsaved.current = null;
    setDraftPending(key, false);
    if (text !== null) saveRef.current(text);
  }, [key]);

  // Leaving the screen or switching tabs unmounts the field: whatever was typed still saves.
  useEffect(() => flush, [flush]);

  const onChange = useCallback(
    (event: { target: { value: string } }) => {
      const text = event.target.value;
      setDraft(text);
      unsaved.current = text;
      setDraftPending(key, true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, AUTOSAVE_DELAY_MS);
    },
    [flush, key],
  );

  const onBlur = useCallback(() => {
    flush();
    setDraft(null);
  }, [flush]);

  return { value: draft ?? value, onChange, onBlur };
}
