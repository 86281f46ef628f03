/**
 * Why an upload or a change of the pictures was refused: a stable code for the JSON API, a
 * sentence for staff at /staff/media, and an HTTP status.
 */
const STATUS = {
  INVALID_INPUT: 400,
  /** No picture in the request, or not one this server reads (checked by its bytes, not its name). */
  UNSUPPORTED_PICTURE: 415,
  /** Over the 15 MB a picture may have. */
  PICTURE_TOO_LARGE: 413,
  PICTURE_NOT_FOUND: 404,
  /** Someone else changed the picture (or the gallery) since it was read. */
  STALE_VERSION: 409,
  /** A class, a trainer or an article shows it: choose another picture there first. */
  PICTURE_IN_USE: 409,
  /** The S3-compatible storage did not answer as it should. */
  STORAGE_UNAVAILABLE: 503,
} as const;

export type MediaRefusalCode = keyof typeof STATUS;

export class MediaRefused extends Error {
  override name = "MediaRefused";
  readonly code: MediaRefusalCode;
  readonly status: number;

  constructor(code: MediaRefusalCode, message: string) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
  }
}
