import { isRouteErrorResponse, useRouteError } from 'react-router';

/** What a person sees if a screen fails to render, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="max-w-sm text-slate-600 dark:text-slate-400">
        This screen could not be shown{detail ? ` (${detail})` : ''}. Your saved work is safe.
      </p>
      <a href="/" className="font-medium text-blue-700 underline dark:text-blue-400">
        Back to today&apos;s shifts
      </a>
    </main>
  );
}
