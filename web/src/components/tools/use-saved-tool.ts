// The state a tool page with a saved list shares: the list, the form's submit state, and one error line.
// Every action goes through here so that a failed request is always shown, never an unhandled rejection.
import { useCallback, useEffect, useState } from "react";
import { ApiError, errorMessage, type FieldError } from "@shared/api";

export function useSavedTool<T>(list: () => Promise<T[]>) {
  const [items, setItems] = useState<T[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldError[] | undefined>(undefined);

  const reload = useCallback(async () => {
    try {
      setItems(await list());
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [list]);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** A list action (open, delete, export): its failure becomes the error line. */
  const attempt = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  /** The form's submit: busy while it runs; refused fields are marked where they are, the line says why in general. */
  const submit = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setFieldErrors(undefined);
    try {
      await action();
      await reload();
    } catch (e) {
      if (e instanceof ApiError && e.fields?.length) setFieldErrors(e.fields);
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return { items, reload, busy, error, fieldErrors, attempt, submit };
}
