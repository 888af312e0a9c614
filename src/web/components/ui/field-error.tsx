/** A field's error under it; the field points at it with aria-describedby. */
export function FieldError({
  id,
  message,
}: {
  id: string | undefined;
  message: string | undefined;
}) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
