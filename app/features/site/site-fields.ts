import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { weekdays } from "#app/content/weekdays.ts";
import { hasControlCharacters } from "#app/platform/security/control-characters.ts";
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from "#app/platform/security/input-limits.ts";

/**
 * The site's details as the owner sends them, from /staff/site's form or the JSON API
 * (PATCH /api/staff/site), checked by one schema: every field but `version` may be left
 * out (it stays as it was), each problem worded for the person who typed it.
 */
export const SITE_LIMITS = {
  addressMax: 200,
  phoneMax: PHONE_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  noteMax: 60,
  specialDaysMax: 60,
  /** Two lines on a phone, one on a wide screen (the bar's height is fixed). */
  announcementMax: 90,
  linkMax: 300,
  hrefMax: 300,
} as const;

export const SOCIAL_NETWORKS = ["facebook", "twitter", "instagram"] as const;

/** A line of text: trimmed, within `max`, no line breaks or control characters. */
const line = (what: string, max: number, min = 1) =>
  z
    .string(`Give ${what}.`)
    .trim()
    .min(min, `Give ${what}.`)
    .max(max, `Keep ${what} to ${max} characters.`)
    .refine((value) => !hasControlCharacters(value) && !/[\r\n]/.test(value), `Type ${what} again on one line.`);

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (what: string) => z.string(`Give ${what}.`).regex(TIME_OF_DAY, `Give ${what} as HH:MM, like 07:00.`);

const isDate = (value: string) => {
  try {
    Temporal.PlainDate.from(value, { overflow: "reject" });
    return true;
  } catch {
    return false;
  }
};

const isDateTime = (value: string) => {
  try {
    Temporal.PlainDateTime.from(value, { overflow: "reject" });
    return true;
  } catch {
    return false;
  }
};

const localDate = z
  .string("Give the day as a date.")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the day as a date, like 2026-12-24.")
  .refine(isDate, "Give the day as a date, like 2026-12-24.");

/** The gym's wall-clock time, "2026-12-01T09:00" as a datetime-local field sends it. */
const localDateTime = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, `Give ${what} as a date and a time.`)
    .transform((value) => value.slice(0, 16))
    .refine(isDateTime, `Give ${what} as a date and a time.`);

/** A day's hours, or null: closed that day. */
const dayHours = z
  .strictObject({ opens: time("the opening time"), closes: time("the closing time") })
  .refine((day) => day.opens < day.closes, "A day's closing time must come after its opening time.")
  .nullable();

export const weeklyHours = z.strictObject(
  Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<(typeof weekdays)[number], typeof dayHours>,
);

export type WeeklyHours = z.infer<typeof weeklyHours>;

export const specialDay = z
  .strictObject({
    date: localDate,
    closed: z.boolean("Say whether the gym is closed that day."),
    opens: time("the opening time").nullable().optional(),
    closes: time("the closing time").nullable().optional(),
    note: line("a note", SITE_LIMITS.noteMax, 0).optional(),
  })
  .refine(
    (day) => day.closed || (day.opens && day.closes && day.opens < day.closes),
    "A special day is closed, or has an opening time before its closing time.",
  );

/** A path of this site ("/pricing") or an https:// address: never another scheme (javascript:…). */
export const siteLink = z
  .string()
  .trim()
  .max(SITE_LIMITS.linkMax, `Keep the link to ${SITE_LIMITS.linkMax} characters.`)
  .refine(
    (value) => /^\/(?!\/)[^\s\\]*$/.test(value) || /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(value),
    "Link to a page of this site (like /pricing) or to an https:// address.",
  );

const socialHref = z
  .string()
  .trim()
  .max(SITE_LIMITS.hrefMax, `Keep each social link to ${SITE_LIMITS.hrefMax} characters.`)
  .regex(/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/, "Give each social link as an https:// address.");

export const announcementFields = z.strictObject({
  text: line("the announcement's text", SITE_LIMITS.announcementMax),
  link: siteLink.nullable().optional(),
  /** The gym's local time it shows from; null: now. */
  from: localDateTime("when it starts").nullable().optional(),
  /** The gym's local time it stops; null: until it is removed. */
  until: localDateTime("when it ends").nullable().optional(),
});

export const siteChange = z
  .strictObject({
    version: z.number("Send the version you read.").int().min(1),
    phone: line("the phone number", SITE_LIMITS.phoneMax).refine(
      (value) => /\d/.test(value),
      "Give the phone number with its digits.",
    ),
    email: z.email("Give the e-mail address, like hello@gym.example.").max(SITE_LIMITS.emailMax),
    address: line("the address", SITE_LIMITS.addressMax),
    location: z.strictObject({
      latitude: z
        .number("Give the latitude.")
        .min(-90, "A latitude lies between -90 and 90.")
        .max(90, "A latitude lies between -90 and 90."),
      longitude: z
        .number("Give the longitude.")
        .min(-180, "A longitude lies between -180 and 180.")
        .max(180, "A longitude lies between -180 and 180."),
    }),
    hours: weeklyHours,
    specialHours: z
      .array(specialDay)
      .max(SITE_LIMITS.specialDaysMax, `Give at most ${SITE_LIMITS.specialDaysMax} special days.`),
    social: z
      .array(
        z.strictObject({
          network: z.enum(SOCIAL_NETWORKS, "Choose Facebook, Twitter or Instagram."),
          href: socialHref,
        }),
      )
      .max(SOCIAL_NETWORKS.length),
    /** null: no announcement bar. */
    announcement: announcementFields.nullable(),
  })
  .partial({
    phone: true,
    email: true,
    address: true,
    location: true,
    hours: true,
    specialHours: true,
    social: true,
    announcement: true,
  });

export type SiteChange = z.infer<typeof siteChange>;
export type SpecialDayFields = z.infer<typeof specialDay>;
export type AnnouncementFields = z.infer<typeof announcementFields>;
