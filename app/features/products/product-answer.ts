/** What a post of /staff/products answers, for the page to show: saved, or refused (why, with what was typed kept). */
export interface ShopAnswer {
  tone: "success" | "error";
  message: string;
  /** The form's fields as sent: to fill it again. */
  values?: Record<string, string>;
}
