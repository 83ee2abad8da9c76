import "react";

/**
 * Invoker commands (HTML's `commandfor` + `command` on buttons): React renders unknown lowercase
 * attributes as they are, but its types do not list these yet.
 */
// Merged interfaces must repeat React's own type parameter, used or not.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    /** Which user actions close the dialog ("any": also a click on the backdrop). */
    closedby?: "any" | "closerequest" | "none";
  }
}
