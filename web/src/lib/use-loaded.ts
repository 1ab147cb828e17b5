// What a page loads once on entry: loading, an error with its message (and a retry), or the value.
// A response that arrives after the page was left is dropped, so it never sets state on an unmounted page.
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@shared/api";

export type Loaded<T> = { status: "loading" } | { status: "error"; message: string } | ({ status: "ready" } & T);

/** `fetch` must be stable (defined outside the component or memoised): it is loaded again whenever it changes. */
export function useLoaded<T extends object>(fetch: () => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const load = useCallback(
    async (isActive: () => boolean = () => true) => {
      setState({ status: "loading" });
      try {
        const value = await fetch();
        if (isActive()) setState({ status: "ready", ...value });
      } catch (error) {
        if (isActive()) setState({ status: "error", message: errorMessage(error) });
      }
    },
    [fetch],
  );
  useEffect(() => {
    let active = true;
    void load(() => active);
    return () => {
      active = false;
    };
  }, [load]);
  return { state, setState, reload: () => void load() };
}
