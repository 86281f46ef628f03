import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { resolveSiteUrl } from "#app/platform/config/site-url.ts";

const shellModules = new RegExp(
  [
    String.raw`app[\/](root\.tsx|components[\/]errors[\/]ErrorScreen|components[\/]layout[\/](Header|MobileMenu|SidePanel|useScrolledPast)\.`,
    String.raw`|components[\/]ui[\/](Logo|PageDialog)\.|content[\/]site\.|features[\/]accounts[\/](AccountMenu|AuthProvider|front-desk-header|session-sync)\.`,
    String.raw`|platform[\/](config[\/]public-config|performance[\/]service-worker|security[\/]nonce|static-html[\/]StaticHtml|time[\/]clock)\.)`,
    String.raw`|lucide-react[\/]dist[\/]esm[\/](Icon|context|createLucideIcon|defaultAttributes|shared[\/].*|icons[\/](menu|chart-bar|x|user))\.mjs`,
  ].join(""),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The public origin the pages name (canonical URLs, JSON-LD), from the same setting the server reads.
  define: { __SITE_URL__: JSON.stringify(resolveSiteUrl(process.env)) },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // React Router's own name pattern (it is replaced when output is set here).
            entryFileNames: "assets/[name]-[hash].js",
            codeSplitting: {
              groups: [
                // React and React Router, which every page loads before its own code, as one
                // file rather than five: 2 KB less to download compressed, and fewer requests
                // before hydration (docs/performance.md). React DOM's client stays with the
                // entry, which the page imports after its routes: its evaluation is a task of
                // its own.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-router|react-dom[\\/](index|cjs[\\/]react-dom\.production))[\\/.]/,
                },
                // What the root's page shell runs in the browser on every page, as one file
                // (1.4 KB less than its dozen small ones); modules only its loader uses are
                // not in the browser's graph, and a module left off this list still loads.
                { name: "shell", test: shellModules },
              ],
            },
          },
        },
      },
    },
  },
});
