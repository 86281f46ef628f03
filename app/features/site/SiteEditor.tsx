import { Form } from "react-router";
import { weekdays } from "#app/content/weekdays.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { Field } from "#app/features/timetable/Choice.tsx";
import { DayHours, SpecialDay } from "./SiteHoursFields.tsx";
import type { SITE_LIMITS } from "./site-fields.ts";

/**
 * The form of /staff/site: every detail of the site in one plain form post (it works
 * without JavaScript), saved together from the version read. Read-only for staff who are
 * not owners and for the demo account, who see why.
 */
export interface SiteEditorProps {
  values: Record<string, string>;
  version: number;
  limits: typeof SITE_LIMITS;
  timeZone: string;
  readOnly: string | null;
  answer: { tone: "success" | "error"; message: string } | undefined;
  sending: boolean;
}

const card = "rounded-card border border-white/8 bg-surface p-5 sm:p-6";
const heading = "font-display text-2xl font-semibold uppercase tracking-tight";

const networks = [
  { network: "facebook", label: "Facebook" },
  { network: "twitter", label: "Twitter" },
  { network: "instagram", label: "Instagram" },
] as const;

export function SiteEditor({ values, version, limits, timeZone, readOnly, answer, sending }: SiteEditorProps) {
  const rows = Number(values.specialRows) || 1;
  const zone = timeZone.replaceAll("_", " ");
  return (
    <Form method="post" className="space-y-6">
      <OutcomeMessage outcome={answer} />
      {readOnly ? <p className="rounded-card border border-white/15 px-5 py-4 text-muted">{readOnly}</p> : null}
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="specialRows" value={rows} />
      <fieldset disabled={readOnly !== null} className="space-y-6">
        <section aria-labelledby="site-contact" className={card}>
          <h2 id="site-contact" className={heading}>
            Contact
          </h2>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <Field id="site-phone" label="Phone">
              <input
                id="site-phone"
                name="phone"
                type="tel"
                required
                maxLength={limits.phoneMax}
                defaultValue={values.phone}
                className="field"
              />
            </Field>
            <Field id="site-email" label="E-mail">
              <input
                id="site-email"
                name="email"
                type="email"
                required
                maxLength={limits.emailMax}
                defaultValue={values.email}
                className="field"
              />
            </Field>
            <div className="sm:col-span-2">
              <Field id="site-address" label="Address">
                <input
                  id="site-address"
                  name="address"
                  required
                  maxLength={limits.addressMax}
                  defaultValue={values.address}
                  className="field"
                />
              </Field>
            </div>
            <Field id="site-latitude" label="Map: latitude" hint="Where the contact page's map is centred, in degrees.">
              <input
                id="site-latitude"
                name="latitude"
                inputMode="decimal"
                required
                defaultValue={values.latitude}
                aria-describedby="site-latitude-hint"
                className="field"
              />
            </Field>
            <Field id="site-longitude" label="Map: longitude">
              <input
                id="site-longitude"
                name="longitude"
                inputMode="decimal"
                required
                defaultValue={values.longitude}
                className="field"
              />
            </Field>
          </div>
        </section>

        <section aria-labelledby="site-hours" className={card}>
          <h2 id="site-hours" className={heading}>
            Opening hours
          </h2>
          <p className="mt-2 text-sm text-muted">
            Every class of the timetable lies inside them: hours that would leave one outside are refused, naming it.
          </p>
          <div className="mt-4 space-y-4">
            {weekdays.map((day) => (
              <DayHours key={day} day={day} values={values} />
            ))}
          </div>
        </section>

        <section aria-labelledby="site-special" className={card}>
          <h2 id="site-special" className={heading}>
            Special hours
          </h2>
          <p className="mt-2 text-sm text-muted">
            Days the usual hours do not hold, like 24 December: closed, or open other hours. The pages show those of the
            next weeks; search engines get them all. To cancel the classes of a day, close it in the timetable.
          </p>
          <div className="mt-4 space-y-4">
            {Array.from({ length: rows }, (_, index) => (
              <SpecialDay
                key={values[`special-${index}-date`] || `new-${index}`}
                index={index}
                values={values}
                fresh={!values[`special-${index}-date`] && index === rows - 1}
              />
            ))}
          </div>
        </section>

        <section aria-labelledby="site-social" className={card}>
          <h2 id="site-social" className={heading}>
            Social links
          </h2>
          <p className="mt-2 text-sm text-muted">An https:// address each; left empty, the network is not shown.</p>
          <div className="mt-4 grid gap-5 sm:grid-cols-3">
            {networks.map(({ network, label }) => (
              <Field key={network} id={`social-${network}`} label={label}>
                <input
                  id={`social-${network}`}
                  name={`social-${network}`}
                  type="url"
                  maxLength={limits.hrefMax}
                  defaultValue={values[`social-${network}`]}
                  className="field"
                />
              </Field>
            ))}
          </div>
        </section>

        <section aria-labelledby="site-announcement" className={card}>
          <h2 id="site-announcement" className={heading}>
            Announcement bar
          </h2>
          <p className="mt-2 text-sm text-muted">
            A line across the top of every public page, from its start until its end (the gym's time, {zone}). Left
            empty, there is no bar.
          </p>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Field
                id="announcement-text"
                label="Text"
                hint={`At most ${limits.announcementMax} characters: two lines on a phone.`}
              >
                <input
                  id="announcement-text"
                  name="announcement-text"
                  maxLength={limits.announcementMax}
                  defaultValue={values["announcement-text"]}
                  aria-describedby="announcement-text-hint"
                  className="field"
                />
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field
                id="announcement-link"
                label="Link (optional)"
                hint="A page of this site, like /pricing, or an https:// address."
              >
                <input
                  id="announcement-link"
                  name="announcement-link"
                  maxLength={limits.linkMax}
                  defaultValue={values["announcement-link"]}
                  aria-describedby="announcement-link-hint"
                  className="field"
                />
              </Field>
            </div>
            <Field id="announcement-from" label="Shows from (empty: now)">
              <input
                id="announcement-from"
                name="announcement-from"
                type="datetime-local"
                defaultValue={values["announcement-from"]}
                className="field"
              />
            </Field>
            <Field id="announcement-until" label="Until (empty: until removed)">
              <input
                id="announcement-until"
                name="announcement-until"
                type="datetime-local"
                defaultValue={values["announcement-until"]}
                className="field"
              />
            </Field>
          </div>
        </section>
        <div>
          <button type="submit" className="button-primary" disabled={sending || readOnly !== null}>
            Save the site's details
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
