/**
 * What a post of the article editor answers, for the page to show: saved, refused (why, with
 * what was typed kept), or a preview of what was typed (its HTML, made on the server).
 */
export interface ArticleAnswer {
  tone: "success" | "error" | "preview";
  message: string;
  /** The form's fields as sent: to fill it again. */
  values?: Record<string, string>;
  /** The preview: the article's text as the page will show it, and the cover as chosen. */
  preview?: { html: string; cover: { src: string; srcSet: string; width: number; height: number; alt: string } | null };
}
