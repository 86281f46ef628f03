/** What the verification notice and the /verify-email page say. */
export const verificationMessages = {
  noticeTitle: "Verify your e-mail",
  notice: (email: string) =>
    `We sent a link to ${email}. Open it to confirm your address, so we can reach you about your bookings.`,
  resend: "Send the link again",
  resent: (email: string) => `A new link is on its way to ${email}. It works for 24 hours.`,
  verified: "Your e-mail address is confirmed. Thank you!",
  alreadyVerified: "Your e-mail address is already confirmed.",
  invalidLink: "This confirmation link has expired or is not valid. Sign in and ask for a new one.",
  signedOut: "Sign in to confirm your e-mail address.",
} as const;
