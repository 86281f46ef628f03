import { AuthField } from "./AuthField.tsx";
import { AUTH_LIMITS } from "./limits.ts";
import type { MemberDetails } from "./member-details.ts";

/**
 * A member's details as form fields (member-details.ts): at sign-up, in /account and at
 * the desk. `idPrefix` keeps the ids apart when a page has several such forms.
 */
export function DetailsFields({
  idPrefix,
  values,
  emergencyContact = true,
  phoneHint,
}: {
  idPrefix: string;
  values?: Partial<Record<keyof MemberDetails, string | null>> | undefined;
  /** Sign-up and the desk's walk-in ask only for name and phone. */
  emergencyContact?: boolean;
  phoneHint?: string;
}) {
  return (
    <>
      <AuthField
        id={`${idPrefix}-name`}
        label="Name"
        name="name"
        type="text"
        required
        maxLength={AUTH_LIMITS.nameMax}
        autoComplete={idPrefix.startsWith("desk") ? "off" : "name"}
        defaultValue={values?.name ?? undefined}
      />
      <AuthField
        id={`${idPrefix}-phone`}
        label="Phone (optional)"
        name="phone"
        type="tel"
        maxLength={AUTH_LIMITS.phoneMax}
        autoComplete={idPrefix.startsWith("desk") ? "off" : "tel"}
        defaultValue={values?.phone ?? undefined}
        hint={phoneHint}
        hintId={`${idPrefix}-phone-hint`}
      />
      {emergencyContact ? (
        <AuthField
          id={`${idPrefix}-emergency`}
          label="Emergency contact (optional)"
          name="emergencyContact"
          type="text"
          maxLength={AUTH_LIMITS.emergencyContactMax}
          autoComplete="off"
          defaultValue={values?.emergencyContact ?? undefined}
          hint="Who we call if something happens during a class: a name and a number."
          hintId={`${idPrefix}-emergency-hint`}
        />
      ) : null}
    </>
  );
}
