/**
 * The request header carrying the client's address from our Express layer to the
 * handlers (better-auth's rate limit, the contact form's). The server overwrites it on
 * every request, so a client cannot choose its own rate-limit bucket.
 */
export const CLIENT_IP_HEADER = "x-ironpeak-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
