import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { loadPublicConfig } from "#app/platform/config/public-config.ts";
import { clock } from "#app/platform/time/clock.ts";
import { FRONT_DESK_HEADER } from "./front-desk-header.ts";
import { deleteSessionCookie, isFreshToken, postIdToken } from "./session-sync.ts";

export interface CurrentUser {
  id: string;
  email: string;
  /** The account's front-desk role, when it has one: the account menu then leads to /staff. */
  frontDesk?: string;
}

export interface SignUpProfile {
  name: string;
  phone?: string;
}

/** Why a sign-in or sign-up failed, in words a visitor can act on. */
export class AuthError extends Error {
  override name = "AuthError";
  readonly code: string;
  readonly status: number;
  constructor(code: string, message: string, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export interface AuthContextValue {
  /** The signed-in user, or an empty object when nobody is signed in (the auth context's contract, product.md). */
  currentUser: CurrentUser | Record<string, never>;
  /** True once the session has been checked after the page loaded. */
  ready: boolean;
  /** `profile`: the member's name (required by the server) and, if given, phone. */
  signUp(email: string, password: string, profile?: SignUpProfile): Promise<void>;
  logIn(email: string, password: string): Promise<void>;
  logOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

const CHANNEL = "ironpeak-auth";
const STORAGE_KEY = "ironpeak-auth-changed";
const SYNCED_KEY = "ironpeak-session-synced";

export function isSignedIn(user: AuthContextValue["currentUser"]): user is CurrentUser {
  return "email" in user;
}

/**
 * The auth context: follows the server session (checked after hydration with one small
 * request) and tells other tabs when it changes. The better-auth client itself loads
 * only when a visitor signs in, up or out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [currentUser, setCurrentUser] = useState<AuthContextValue["currentUser"]>({});
  const [ready, setReady] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/auth/get-session", { credentials: "same-origin", cache: "no-store" });
      const body = response.ok ? ((await response.json()) as { user?: CurrentUser } | null) : null;
      const user = body?.user;
      const frontDesk = response.headers.get(FRONT_DESK_HEADER);
      setCurrentUser(user ? { id: user.id, email: user.email, ...(frontDesk ? { frontDesk } : {}) } : {});
      const token = response.headers.get("set-auth-jwt");
      if (user && token) await syncIdToken(user.id, token);
      if (!user) sessionStorage.removeItem(SYNCED_KEY);
    } catch {
      // Offline or the server is restarting: keep what we had.
    } finally {
      setReady(true);
    }
  }, []);

  const announce = useCallback(() => {
    channel.current?.postMessage("changed");
    try {
      localStorage.setItem(STORAGE_KEY, String(clock.millis()));
    } catch {
      // Storage can be unavailable (private mode); the BroadcastChannel still works.
    }
  }, []);

  useEffect(() => {
    void refresh();
    const onChange = () => void refresh();
    if (typeof BroadcastChannel !== "undefined") {
      channel.current = new BroadcastChannel(CHANNEL);
      channel.current.onmessage = onChange;
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY && !channel.current) onChange();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      channel.current?.close();
      channel.current = null;
      window.removeEventListener("storage", onStorage);
    };
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      currentUser,
      ready,
      async logIn(email, password) {
        const { authClient } = await import("./auth-client.ts");
        const { error } = await authClient.signIn.email({ email, password });
        if (error) throw toAuthError(error);
        await refresh();
        announce();
      },
      async signUp(email, password, profile) {
        const { authClient } = await import("./auth-client.ts");
        const { error } = await authClient.signUp.email({
          email,
          password,
          name: profile?.name.trim() ?? "",
          ...(profile?.phone?.trim() ? { phone: profile.phone.trim() } : {}),
        });
        if (error) throw toAuthError(error);
        await refresh();
        announce();
      },
      async logOut() {
        const [{ authClient }, config] = await Promise.all([import("./auth-client.ts"), loadPublicConfig()]);
        await authClient.signOut();
        await deleteSessionCookie(config.sessionSyncEndpoint);
        sessionStorage.removeItem(SYNCED_KEY);
        setCurrentUser({});
        announce();
      },
    }),
    [currentUser, ready, refresh, announce],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** Posts a new ID token once per session and tab, when it is fresh enough. */
async function syncIdToken(userId: string, token: string) {
  if (sessionStorage.getItem(SYNCED_KEY) === userId) return;
  const config = await loadPublicConfig();
  if (!isFreshToken(token, config.sessionSyncMaxAge)) return;
  if (await postIdToken(config.sessionSyncEndpoint, token)) sessionStorage.setItem(SYNCED_KEY, userId);
}

function toAuthError(error: { code?: string; message?: string; status: number }): AuthError {
  return new AuthError(error.code ?? "UNKNOWN", error.message ?? "Request failed", error.status);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
