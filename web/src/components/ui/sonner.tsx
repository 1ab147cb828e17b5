// sonner's stylesheet comes from index.css: its runtime <style> injection is blocked by our CSP.
import { Toaster as Sonner, type ToasterProps } from "sonner";

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-center"
      richColors
      className="toaster group"
      toastOptions={{ classNames: { toast: "font-sans" } }}
      {...props}
    />
  );
}
