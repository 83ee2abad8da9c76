import { toast as sonner } from "sonner";

/**
 * Two notification layers (SPEC §8, last lines): the primary layer shows one toast at a time
 * (form and payment messages); the stack layer shows up to three (short confirmations).
 */
export const PRIMARY_TOASTER = "primary";
export const STACK_TOASTER = "stack";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export function toast({ title, description, variant = "default" }: ToastInput) {
  const opts = { description, toasterId: PRIMARY_TOASTER };
  return variant === "destructive" ? sonner.error(title, opts) : sonner(title, opts);
}

export function notify(title: string, description?: string) {
  return sonner(title, { description, toasterId: STACK_TOASTER });
}
