/**
 * How long the text a visitor types may be, wherever a form asks for it: the browser's
 * maxLength and the server's check read the same numbers, on every form.
 */

/** An e-mail address: at most 254 characters, the longest SMTP can deliver to (RFC 5321's 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** A person's name, as they write it. */
export const PERSON_NAME_MAX_LENGTH = 100;

/** A telephone number as people write it ("+44 20 7946 0958", "(555) 010-4477"): E.164's 15 digits and room for spacing. */
export const PHONE_MAX_LENGTH = 30;

/** Whom to call in an emergency: a name and a number on one line. */
export const EMERGENCY_CONTACT_MAX_LENGTH = 150;
