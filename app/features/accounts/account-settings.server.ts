import type { Services } from "#app/services.server.ts";
import { accountChangeFailureMessage } from "./messages.ts";

/** The answer to a settings form: a message, and the cookies better-auth set (a new session after a password change). */
export interface SettingsResult {
  ok: boolean;
  message: string;
  cookies: string[];
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

async function failure(response: Response): Promise<SettingsResult> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const known = body.code !== undefined && /^[A-Z_]+$/.test(body.code);
  return {
    ok: false,
    message: accountChangeFailureMessage(body.code ?? "", response.status, known ? body.message : undefined),
    cookies: [],
  };
}

/**
 * Changes the password after checking the current one; every other session of the member
 * ends (better-auth revokes them and gives this browser a new session).
 */
export async function changePassword(request: Request, form: FormData, { auth }: Pick<Services, "auth">) {
  const response = await auth.api.changePassword({
    body: {
      currentPassword: field(form, "currentPassword"),
      newPassword: field(form, "newPassword"),
      revokeOtherSessions: true,
    },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return failure(response);
  return {
    ok: true,
    message: "Your password is changed. You are signed out everywhere else.",
    cookies: response.headers.getSetCookie(),
  } satisfies SettingsResult;
}

/**
 * Deletes the account after checking its password: the member's bookings are released (and
 * waitlists promoted), the users document and every session go with it. Irreversible.
 */
export async function deleteAccount(request: Request, form: FormData, { auth }: Pick<Services, "auth">) {
  const response = await auth.api.deleteUser({
    body: { password: field(form, "password") },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return failure(response);
  return {
    ok: true,
    message: "Your account is deleted.",
    cookies: response.headers.getSetCookie(),
  } satisfies SettingsResult;
}
