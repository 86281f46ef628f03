import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home/route.tsx"),
  route("about", "routes/about/route.tsx"),
  route("classes", "routes/classes.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("blog", "routes/blog/route.tsx"),
  route("contact", "routes/contact/route.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("schedule", "routes/schedule/today.ts"),
  route("schedule/:day", "routes/schedule/day.tsx"),
  route("gallery/:page", "routes/gallery/route.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("api/auth/*", "routes/api.auth.$.ts"),
  route("api/session", "routes/api.session.ts"),
  route("api/config", "routes/api.config.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
