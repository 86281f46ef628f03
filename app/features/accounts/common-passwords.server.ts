/**
 * The common-password check (ASVS 6.2.4): the password list of zxcvbn-ts (about 49,000
 * passwords from public breach corpora, most common first), bundled in the package, so no
 * network lookup. Loaded on first use, once per process, and only ever on the server.
 */
let passwords: Promise<ReadonlySet<string>> | undefined;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  passwords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((password) => password.toLowerCase())),
  );
  return passwords;
}

/** True when `password` is on the list, whatever its letter case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
