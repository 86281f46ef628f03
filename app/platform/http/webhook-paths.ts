/**
 * Where other services post to us on their own (no browser, no visitor's cookie): Stripe's
 * events. Such a post proves itself by its signature, not by its Origin, so the Origin
 * check (server/request-guards.ts) lets it through, and nothing else: it still meets the
 * size guard (with Stripe's own limit, below) and the length guard. app/routes.ts serves it
 * at the same path.
 */
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

export const signedWebhookPaths = [STRIPE_WEBHOOK_PATH];

/**
 * The largest body Stripe's events may have. Stripe states no maximum, and an event carries
 * its whole object (an invoice with many lines, a subscription with its items), so the
 * site-wide 64 KB would refuse real events and Stripe would retry them for days. 1 MB is
 * many times any event seen, and what nginx, the usual proxy in front, allows by default
 * (client_max_body_size); the body is read only by the signature check, never parsed before.
 */
export const STRIPE_WEBHOOK_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Where staff upload pictures (decision 0201): the JSON API's multipart POST, and the form of
 * /staff/media (posted as a page, or through React Router's data request for it, `.data`).
 * A picture may be 15 MB (app/features/media/media-processing.server.ts); the limit leaves
 * room for the form's other fields and the multipart framing. Only these paths take it; the
 * route still checks the picture's own size, signed-in staff and the Origin first.
 */
export const MEDIA_UPLOAD_PATHS = ["/api/staff/media", "/staff/media", "/staff/media.data"] as const;
export const MEDIA_UPLOAD_MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * The largest member export an owner may upload (app/features/imports/): 10,000 members with
 * every column a system exports come to 2–4 MB, so 10 MB leaves room and still refuses a
 * mistaken upload (a video, a backup) before anything reads it.
 */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The upload's body: the file and the few fields of the form around it (multipart's boundaries). */
export const IMPORT_UPLOAD_MAX_BODY_BYTES = IMPORT_FILE_MAX_BYTES + 64 * 1024;

/**
 * Where an owner uploads a member export: the staff API, and /staff/import's form (posted
 * as a document without JavaScript, as React Router's `.data` request with it). Signed in
 * and from the site's own pages like any other post: only the size limit differs.
 */
export const IMPORT_UPLOAD_PATHS = ["/api/staff/imports", "/staff/import", "/staff/import.data"] as const;

/** Paths allowed a larger body than the site-wide limit (server/request-guards.ts), by exact path. */
export const largerBodyPaths: ReadonlyMap<string, number> = new Map([
  [STRIPE_WEBHOOK_PATH, STRIPE_WEBHOOK_MAX_BODY_BYTES],
  ...MEDIA_UPLOAD_PATHS.map((path) => [path, MEDIA_UPLOAD_MAX_BODY_BYTES] as const),
  ...IMPORT_UPLOAD_PATHS.map((path) => [path, IMPORT_UPLOAD_MAX_BODY_BYTES] as const),
]);
