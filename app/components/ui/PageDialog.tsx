import { type ButtonHTMLAttributes, type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";

interface PageDialogProps {
  /** The id its buttons point at (`commandfor`). */
  id: string;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal <dialog> that works before its scripts do, and without them: buttons open and
 * close it with HTML invoker commands (DialogOpenButton, DialogCloseButton), `closedby="any"`
 * closes it with Escape and a click on the backdrop, the browser moves focus in, keeps it
 * there and gives it back to the opener, and app.css stops the page behind from scrolling.
 * React, once it arrives, closes it when the app navigates (a link inside, the back button)
 * and stands in for invoker commands and `closedby` in browsers that lack them.
 */
export function PageDialog({ id, labelledBy, className = "", children }: PageDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { key } = useLocation();
  const shownAt = useRef(key);

  useEffect(() => {
    // Not on the first render: a visitor may have opened it before the page hydrated.
    if (shownAt.current === key) return;
    shownAt.current = key;
    dialogRef.current?.close();
  }, [key]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape; the click is the pointer's way out in browsers without closedby.
    <dialog
      ref={dialogRef}
      id={id}
      closedby="any"
      aria-labelledby={labelledBy}
      className={className}
      onClick={(event) => {
        if (supportsClosedBy()) return;
        const box = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (outside) event.currentTarget.close();
      }}
    >
      {children}
    </dialog>
  );
}

type CommandButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "command" | "commandfor"> & {
  /** The PageDialog's id. */
  dialog: string;
};

/** Opens a PageDialog: with HTML alone, and through a script in browsers without invoker commands. */
export function DialogOpenButton({ dialog, onClick, ...props }: CommandButtonProps) {
  return (
    <button
      type="button"
      commandfor={dialog}
      command="show-modal"
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event);
        // Safari does not focus a clicked button; the dialog gives focus back to what had it.
        event.currentTarget.focus();
        const target = document.getElementById(dialog);
        if (!supportsInvokerCommands() && target instanceof HTMLDialogElement && !target.open) target.showModal();
      }}
      {...props}
    />
  );
}

/** Closes the PageDialog it sits in. */
export function DialogCloseButton({ dialog, onClick, ...props }: CommandButtonProps) {
  return (
    <button
      type="button"
      commandfor={dialog}
      command="close"
      onClick={(event) => {
        onClick?.(event);
        const target = document.getElementById(dialog);
        if (!supportsInvokerCommands() && target instanceof HTMLDialogElement) target.close();
      }}
      {...props}
    />
  );
}

function supportsInvokerCommands(): boolean {
  return "command" in HTMLButtonElement.prototype;
}

function supportsClosedBy(): boolean {
  return "closedBy" in HTMLDialogElement.prototype;
}
