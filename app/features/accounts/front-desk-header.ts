/**
 * The response header of the browser's session check (GET /api/auth/get-session) that
 * names the signed-in account's front-desk role, so the account menu can lead to /staff.
 * Set by auth.server.ts, read by AuthProvider.tsx. Absent for members.
 */
export const FRONT_DESK_HEADER = "X-Front-Desk";
