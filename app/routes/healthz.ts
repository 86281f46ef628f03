import { getServices } from "#app/services.server.ts";

/** Liveness and readiness: 200 while the server can serve and reach its database, 503 otherwise. */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const { database } = await getServices();
    await database.ping();
    return Response.json({ status: "ok", database: database.kind }, { headers });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
