import { useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { ModalDialog } from "#app/components/ui/ModalDialog.tsx";
import { type CancelPromptInput, cancelPrompt } from "./cancel-prompt.ts";

/** The confirmation page a Cancel button opens without JavaScript (app/routes/account/cancel/route.tsx). */
export function cancelConfirmationPath(bookingId: string): string {
  return `/account/bookings/${encodeURIComponent(bookingId)}/cancel`;
}

interface CancelBookingProps extends CancelPromptInput {
  bookingId: string;
  /** The session, so the page can say which row is busy while the cancellation is sent. */
  sessionId: string;
  /** The button's accessible name: "Cancel booking: Yoga, 9:00am-10:00am". */
  label: string;
  buttonClassName: string;
}

/**
 * A booking's Cancel (or Leave waitlist) button that asks once before it gives the place up.
 * With JavaScript it opens a dialog whose form posts the cancellation to this page's action
 * (the schedule's or /account's). Without, the button is a plain GET to the confirmation page,
 * which asks the same and posts back to this page: the outcome shows where the member started.
 */
export function CancelBooking({ bookingId, sessionId, label, buttonClassName, ...promptInput }: CancelBookingProps) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("target") === sessionId;
  // Named after the booking, not by useId: the server draws this part of a schedule page on its own (decision 0175).
  const titleId = `cancel-${bookingId}-title`;
  const prompt = cancelPrompt(promptInput);
  const waitlisted = promptInput.status === "waitlisted";

  return (
    <>
      <form
        method="get"
        action={cancelConfirmationPath(bookingId)}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        <button type="submit" className={buttonClassName} disabled={busy} aria-label={label} aria-haspopup="dialog">
          {busy ? "One moment…" : waitlisted ? "Leave waitlist" : "Cancel"}
        </button>
      </form>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        className="m-auto w-[min(92vw,30rem)] rounded-card border border-white/10 bg-surface p-7 text-left text-paper shadow-card backdrop:bg-ink/80"
      >
        <h2 id={titleId} className="font-display text-3xl font-semibold uppercase leading-tight tracking-tight">
          {prompt.question}
        </h2>
        <p className={`mt-3 ${promptInput.late && !waitlisted ? "text-paper" : "text-muted"}`}>{prompt.rule}</p>
        <Form
          method="post"
          preventScrollReset
          className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
          onSubmit={() => setOpen(false)}
        >
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="bookingId" value={bookingId} />
          <input type="hidden" name="target" value={sessionId} />
          <button type="button" className="button-outline" onClick={() => setOpen(false)}>
            Keep my place
          </button>
          <button type="submit" className="button-primary">
            {prompt.confirm}
          </button>
        </Form>
      </ModalDialog>
    </>
  );
}
