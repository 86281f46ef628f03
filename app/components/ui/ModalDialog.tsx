import { type ReactNode, useEffect, useRef } from "react";

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog> that React opens and closes (for dialogs that only exist with
 * scripts, such as the gallery's lightbox; PageDialog is the one that works without).
 * The browser traps focus, makes the page behind inert and closes on Escape; app.css
 * stops the page scrolling. We add closing on a backdrop click and returning focus to
 * whatever opened it.
 */
export function ModalDialog({ open, onClose, labelledBy, className = "", children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape (the cancel event); the click is the pointer's way out.
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      className={className}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop, outside the content.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
