import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** The stored choice, else the operating system's colour scheme (SPEC §1). */
export function currentTheme(): Theme {
  return storedTheme() ?? (systemQuery().matches ? 'dark' : 'light');
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * With nothing stored, every screen follows the system's scheme as it changes (sunset on a phone
 * set to switch), the sign-in screen too, whether or not a theme toggle is on it.
 */
export function followSystemTheme(): void {
  systemQuery().onchange = () => {
    if (!storedTheme()) {
      applyTheme(currentTheme());
      notify();
    }
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const toggle = useCallback(() => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the toggle still works for this page.
    }
    applyTheme(next);
    notify();
  }, []);
  return { theme, toggle };
}
