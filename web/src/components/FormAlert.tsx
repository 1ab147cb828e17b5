// A form's error that belongs to no single field, announced to screen readers as it appears.
// Renders nothing without a message, so callers need no condition around it.
export function FormAlert({ message }: { message?: string | null | false }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
