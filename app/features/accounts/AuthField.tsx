import type { InputHTMLAttributes } from "react";
import { AUTH_LIMITS } from "./limits.ts";

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  hintId?: string;
}

/** A labelled input of the sign-in and sign-up forms. */
export function AuthField({ label, hint, hintId, id, ...input }: AuthFieldProps) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} className="field" aria-describedby={hint ? hintId : undefined} {...input} />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = Omit<AuthFieldProps, "type" | "required">;

/** A required e-mail field within the accounts' limit. */
export function EmailField(props: FieldProps) {
  return <AuthField type="email" required maxLength={AUTH_LIMITS.emailMax} {...props} />;
}

/** A required password field within the accounts' limit. */
export function PasswordField(props: FieldProps) {
  return <AuthField type="password" required maxLength={AUTH_LIMITS.passwordMax} {...props} />;
}
