/** Liveness and readiness: 200 while the server can serve. The database check joins when the database does. */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
