import { TABLET_MESSAGES } from './messages';

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 8;

const DIGITS = /^[0-9]+$/;

/**
 * A PIN anyone would guess first: one digit over and over (1111), or a straight run up or down
 * (1234, 9876, 3456789).
 */
export function isTooSimplePin(pin: string): boolean {
  if (/^(.)\1+$/.test(pin)) return true;
  const steps = new Set<number>();
  for (let i = 1; i < pin.length; i += 1) steps.add(pin.charCodeAt(i) - pin.charCodeAt(i - 1));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

/** Why a new PIN is refused, or null when it is fine. */
export function pinProblem(pin: string): string | null {
  if (pin.length < PIN_MIN_LENGTH || pin.length > PIN_MAX_LENGTH || !DIGITS.test(pin)) {
    return TABLET_MESSAGES.pinFormat;
  }
  return isTooSimplePin(pin) ? TABLET_MESSAGES.pinTooSimple : null;
}

/** Two letters for a person's tile: their initials, or the start of their e-mail. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters =
    words.length >= 2 ? [words[0]![0], words.at(-1)![0]] : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}
