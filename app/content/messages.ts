import { site } from "./site.ts";

/** The words around a message staff send to members (app/features/messages/): why it came, how to stop it. */
export const messageCopy = {
  /** Gym news to a member. */
  newsReason: `You get this e-mail because you are a ${site.brand} member and have gym news on. Turn it off in your account, or with the link below.`,
  /** Gym news to someone who wrote to the gym and is no member yet. */
  leadReason: `You get this e-mail because you asked ${site.brand} about training with us. One click on the link below and we will not write again.`,
  /** A notice about a session the member booked or waits for: always sent. */
  serviceReason: (session: string) =>
    `You get this e-mail because you booked ${session} (or are on its waitlist) with your ${site.brand} member account.`,
  unsubscribe: "Unsubscribe from gym news",
  /** Where a push notification of gym news opens. */
  newsPushPath: "/schedule/week",
} as const;
