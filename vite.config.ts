import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { resolveSiteUrl } from "#app/platform/config/site-url.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The public origin the pages name (canonical URLs, JSON-LD), from the same setting the server reads.
  define: { __SITE_URL__: JSON.stringify(resolveSiteUrl(process.env)) },
});
