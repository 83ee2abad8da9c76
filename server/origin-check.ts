import type { Request, RequestHandler } from "express";

/**
 * Form posts to pages (the no-JavaScript lead forms, every admin action) are accepted only from
 * this site: a browser sends Origin with every POST, and a post from another site is refused
 * with 403 before any action runs (issue 12: another site could sign the owner out). A request
 * without Origin does not come from a browser form, so it cannot ride on the owner's cookie.
 * React Router checks the same for actions; this says why, and covers what it does not see.
 */
export type OriginVerdict = "same" | "absent" | "foreign";

export function originVerdict(req: Request): OriginVerdict {
  const origin = req.get("origin");
  if (origin === undefined) {
    // Fetch metadata, where a browser sends it without Origin.
    return req.get("sec-fetch-site") === "cross-site" ? "foreign" : "absent";
  }
  try {
    // URL objects, so that default ports compare equal ('example.com' and 'example.com:80').
    return new URL(origin).origin === new URL(`${req.protocol}://${req.host}`).origin ? "same" : "foreign";
  } catch {
    return "foreign"; // includes 'null' (sandboxed frames, some redirects), and a Host that makes no URL
  }
}

export function sameOriginPosts(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || originVerdict(req) !== "foreign") return next();
    res.status(403).type("text/plain; charset=utf-8").send("This form was sent from another site, so it was not accepted.");
  };
}
