import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default entry, with one pause: evaluating React DOM and starting hydration in
 * the same task made one long task on a phone's CPU (blocking input for ~30 ms at 4× slowdown).
 * Yielding between them splits it; hydration itself is time-sliced (startTransition).
 */
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
