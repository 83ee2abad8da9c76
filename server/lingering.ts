import type { Request } from "express";

/**
 * Answers a refused request (413, 415, 405, 403…) once the client has finished sending, reading
 * and dropping the rest of its body (up to `maxBytes`; nothing is kept). Node closes the
 * connection as soon as an answer is complete; closing with bytes still unread resets the
 * connection, and the reset can destroy the answer before the client reads it. Past
 * `maxBytes` the answer goes out at once, and the connection may reset.
 */
export function answerAfterBody(req: Request, answer: () => void, maxBytes = 16 * 1024 * 1024): void {
  let answered = false;
  const once = () => {
    if (answered) return;
    answered = true;
    answer();
  };
  if (req.complete) return once();
  let left = maxBytes;
  req.on("data", (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) once();
  });
  req.on("end", once);
  req.on("error", once);
  req.on("close", once);
  req.resume();
}
