import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered by the server: the public pages that are the same for every
  // visitor are rendered once and kept in memory until the schedule changes
  // (server/page-cache.ts, decision 0071); they can no longer be built once, since staff
  // edit the classes, trainers and timetable they show.
  ssr: true,
} satisfies Config;
