// The chat is a separate page (it may be hosted elsewhere), embedded as a frame.
const WEBCHAT_SRC = `${import.meta.env.VITE_WEBCHAT_URL}?configUrl=${encodeURIComponent(import.meta.env.VITE_WEBCHAT_CONFIG_URL)}`;

export function WebchatFrame() {
  return (
    <iframe
      src={WEBCHAT_SRC}
      title="Chat mit dem Datenschutz-Assistenten"
      className="block h-[600px] w-full rounded-xl border bg-card shadow-sm"
    />
  );
}
