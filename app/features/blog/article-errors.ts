/**
 * Why a change to an article was refused: a stable code for the JSON API, a sentence for
 * the person in /staff/blog (what is wrong and what to do), and an HTTP status.
 */
const STATUS = {
  /** A field that is not what it should be. */
  INVALID_INPUT: 400,
  UNKNOWN_TRAINER: 400,
  UNKNOWN_PICTURE: 400,
  ARTICLE_NOT_FOUND: 404,
  /** Someone else saved the article since the form or the script read it. */
  STALE_VERSION: 409,
  /** Another article has that address. */
  SLUG_TAKEN: 409,
} as const;

export type ArticleRefusalCode = keyof typeof STATUS;

export class ArticleRefused extends Error {
  override name = "ArticleRefused";
  readonly code: ArticleRefusalCode;
  readonly status: number;

  constructor(code: ArticleRefusalCode, message: string) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
  }
}
