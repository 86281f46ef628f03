import { appColours, appIcons } from "#app/content/app-icons.ts";
import { site } from "#app/content/site.ts";

/** The web app manifest: the site installs as an app that opens the schedule. */
export function webAppManifest() {
  return {
    name: site.brand,
    short_name: site.brand,
    description: site.description,
    id: "/",
    start_url: "/schedule",
    scope: "/",
    display: "standalone",
    background_color: appColours.background,
    theme_color: appColours.theme,
    icons: appIcons.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
