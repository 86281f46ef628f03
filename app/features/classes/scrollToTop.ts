/** Back to the top of the page: smoothly, or at once for visitors who prefer reduced motion. */
export function scrollToTop(): void {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
}
