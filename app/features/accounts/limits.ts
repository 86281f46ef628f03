import {
  EMAIL_MAX_LENGTH,
  EMERGENCY_CONTACT_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from "#app/platform/security/input-limits.ts";

/** Input limits for accounts, shared by the forms and the server. */
export const AUTH_LIMITS = {
  emailMax: EMAIL_MAX_LENGTH,
  nameMax: PERSON_NAME_MAX_LENGTH,
  phoneMax: PHONE_MAX_LENGTH,
  emergencyContactMax: EMERGENCY_CONTACT_MAX_LENGTH,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** A session ends after a week without use… */
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;
/** …and 30 days after sign-in, however much it is used. */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 60 * 60 * 24 * 30;
