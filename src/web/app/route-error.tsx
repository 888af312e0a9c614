import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '#web/lib/i18n';
import { shellMessages } from './shell/messages';

/**
 * What a person sees if a screen fails to render, instead of a blank page. Its texts never
 * wait: the failure may be the connection, which would keep them from downloading too.
 */
export function RouteError() {
  const t = useT(shellMessages);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">{t('errorTitle')}</h1>
      <p className="max-w-sm text-slate-600 dark:text-slate-400">{t('errorBody')}</p>
      <a href="/" className="font-medium text-blue-700 underline dark:text-blue-400">
        {t('errorBackToToday')}
      </a>
    </main>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** Where the error happened: moving to another address renders again. */
  pathname: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches a screen's render error (a chunk that failed to load, too); moving on tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
