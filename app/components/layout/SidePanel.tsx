import { X } from "lucide-react";
import type { ReactNode } from "react";
import { DialogCloseButton, PageDialog } from "#app/components/ui/PageDialog.tsx";

export const SIDE_PANEL_ID = "side-panel";

/**
 * The slide-in about panel of wide screens; like the mobile menu, it works before (and
 * without) scripts. `content` is SidePanelContent, which the shell has the server render
 * alone (decision 0170): the browser needs only the dialog and its close button.
 */
export function SidePanel({ content }: { content: ReactNode }) {
  return (
    <PageDialog
      id={SIDE_PANEL_ID}
      labelledBy="side-panel-title"
      className="mr-0 ml-auto h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-surface text-paper shadow-2xl backdrop:bg-ink/70 motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:open:translate-x-full"
    >
      <div className="p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id="side-panel-title" className="section-label">
            About Us
          </h2>
          <DialogCloseButton dialog={SIDE_PANEL_ID} className="icon-button -mt-2 -mr-2" aria-label="Close panel">
            <X aria-hidden="true" className="size-6" />
          </DialogCloseButton>
        </div>
        <div className="mt-4">{content}</div>
      </div>
    </PageDialog>
  );
}
