// The two fields of a new password (the password and its repetition) with their checks, shared by
// the recovery page and the password section of "Meine Daten" so both say the same thing.
import { useState } from "react";
import { FormField } from "@/components/account/FormField";
import { AUTH_MESSAGES } from "@/lib/auth-errors";
import { useAuthSettings } from "@/lib/use-auth-settings";

export interface NewPasswordErrors {
  password?: string;
  repeat?: string;
}

/** What is wrong with a new password before it is sent: too short, or the repetition differs. */
export function newPasswordErrors(password: string, repeat: string, minLength: number): NewPasswordErrors {
  const found: NewPasswordErrors = {};
  if (password.length < minLength) found.password = `Das Passwort muss mindestens ${minLength} Zeichen lang sein.`;
  if (repeat !== password) found.repeat = AUTH_MESSAGES.passwordsDiffer;
  return found;
}

interface Props {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  errors: NewPasswordErrors;
  minLength: number;
  disabled: boolean;
}

export function NewPasswordFields({ password, repeat, onPassword, onRepeat, errors, minLength, disabled }: Props) {
  return (
    <>
      <FormField
        label="Neues Passwort"
        name="new-password"
        type="password"
        autoComplete="new-password"
        minLength={minLength}
        required
        hint={`Mindestens ${minLength} Zeichen.`}
        error={errors.password}
        disabled={disabled}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
      />
      <FormField
        label="Neues Passwort wiederholen"
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.repeat}
        disabled={disabled}
        value={repeat}
        onChange={(event) => onRepeat(event.target.value)}
      />
    </>
  );
}

/**
 * The state of the two fields with the server's minimum length: both forms check, send and clear a new
 * password the same way, and spread `fields(errors, busy)` into <NewPasswordFields>.
 */
export function useNewPassword() {
  const { passwordMinLength } = useAuthSettings();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  return {
    password,
    check: () => newPasswordErrors(password, repeat, passwordMinLength),
    clear: () => {
      setPassword("");
      setRepeat("");
    },
    fields: (errors: NewPasswordErrors, disabled: boolean): Props => ({
      password,
      repeat,
      onPassword: setPassword,
      onRepeat: setRepeat,
      errors,
      minLength: passwordMinLength,
      disabled,
    }),
  };
}
