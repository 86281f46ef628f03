/**
 * What a promise of a service ends in, as the tests compare it: the code of the refusal it
 * was meant to end in (an error of `kind`, which carries a stable `code`), or "accepted".
 * Any other error is a real failure and goes on up.
 */
export async function refusalCode(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => { code: string },
): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof kind) return error.code;
    throw error;
  }
  return "accepted";
}
