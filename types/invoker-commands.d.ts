import "react";

/**
 * HTML invoker commands (`<button commandfor="menu" command="show-modal">`), which React
 * passes through as plain attributes but its types do not list yet.
 */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | undefined;
  }
}
