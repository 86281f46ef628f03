/** What every template needs from the configuration: the public origin for links, and the gym's inbox. */
export interface MailContext {
  /** SITE_URL: links point here and the Message-ID names its host. */
  origin: string;
  /** STAFF_EMAIL: where leads go and where members' replies land. */
  staffEmail: string;
}

export function mailContextFrom(env: { SITE_URL: string; STAFF_EMAIL: string }): MailContext {
  return { origin: env.SITE_URL, staffEmail: env.STAFF_EMAIL };
}
