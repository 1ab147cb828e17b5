// One labelled input with an optional hint and an error right below it. The error is linked with
// aria-describedby and marks the input aria-invalid, so screen readers announce it with the field.
import { useId, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface FormFieldProps extends Omit<ComponentProps<typeof Input>, "id" | "aria-invalid" | "aria-describedby"> {
  label: string;
  hint?: string;
  error?: string | null;
}

export function FormField({ label, hint, error, ...input }: FormFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A 6-digit one-time code: numeric keyboard on phones, and the browser may fill it from an SMS/app. */
export function CodeField(props: Omit<FormFieldProps, "type" | "inputMode" | "autoComplete" | "pattern" | "maxLength">) {
  return (
    <FormField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      {...props}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, "").slice(0, 6);
        props.onChange?.(event);
      }}
    />
  );
}

/** An e-mail address: the e-mail keyboard on phones, and the browser may fill it in. */
export function EmailField(props: Omit<FormFieldProps, "type" | "inputMode" | "autoComplete">) {
  return <FormField type="email" autoComplete="email" inputMode="email" required {...props} />;
}
