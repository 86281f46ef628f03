/** Licences that ask to be credited where their work appears (the footer's last line). */
export const artworkCredits = [
  {
    work: "Poster pictograms",
    source: "Material Design Icons",
    licence: "Apache 2.0",
    href: "https://pictogrammers.com/library/mdi/",
  },
  { work: "Interface icons", source: "Lucide", licence: "ISC", href: "https://lucide.dev/license" },
  { work: "Brand marks", source: "Simple Icons", licence: "CC0", href: "https://simpleicons.org/" },
] as const;
