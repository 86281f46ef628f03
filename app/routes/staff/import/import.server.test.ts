import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleExport } from "#app/features/imports/test-support.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { type AccountsApi, accountsApi, cookieOf } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { importAction, loadImport } from "./import.server.ts";

/**
 * /staff/import's loader and action (the page an owner uses, without a browser): upload a
 * TeamUp export for a dry run, map a column again, commit, the same file again, send the
 * invitations; staff refused; on both databases.
 */
describe.each(databaseKinds)("the import page on %s", (kind) => {
  let api: AccountsApi;
  const cookies = { owner: "", staff: "" };
  beforeAll(async () => {
    api = await accountsApi(kind);
    for (const role of ["owner", "staff"] as const) {
      const email = `${role}-import@example.com`;
      cookies[role] = cookieOf(await api.post("/sign-up/email", { email, password: "password-1", name: role }));
      await setRole(api.fresh.database, { email, role, actor: COMMAND_LINE, demoAccounts: {}, from: "command line" });
    }
  });
  afterAll(async () => {
    await api?.dispose();
  });

  const url = (query = "") => `${TEST_ORIGIN}/staff/import${query}`;
  const open = (query = "", who: keyof typeof cookies = "owner") =>
    loadImport(new Request(url(query), { headers: { cookie: cookies[who] } }), api.services);
  const act = (form: FormData, who: keyof typeof cookies = "owner") =>
    importAction(
      new Request(url(), { method: "POST", headers: { cookie: cookies[who], origin: TEST_ORIGIN }, body: form }),
      api.services,
    );
  const formOf = (fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return form;
  };
  const check = async (csv: string) => {
    const answer = await act(
      formOf({ intent: "check", preset: "teamup", dateOrder: "auto", file: new File([csv], "teamup.csv") }),
    );
    expect(answer).toBeInstanceOf(Response);
    const location = (answer as Response).headers.get("location") ?? "";
    expect(location).toMatch(/^\/staff\/import\?import=/);
    return new URL(location, TEST_ORIGIN).searchParams.get("import") ?? "";
  };
  const users = async () =>
    Number(
      (
        await api.fresh.database.db
          .selectFrom("user")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("checks an export without writing, shows its columns mapped and every problem, then commits it once", async () => {
    const sample = sampleExport("teamup", gymToday(), `${kind}-page`);
    const before = await users();
    const id = await check(sample.csv);
    const { current } = await open(`?import=${id}`);
    expect(current).toMatchObject({ status: "checked", checked: { rows: 5, created: 2, leads: 1, skipped: 2 } });
    expect(current?.columns.find((column) => column.heading === "Email")?.field).toBe("email");
    expect(current?.columns.find((column) => column.heading === "Full Name")?.samples[0]).toBe("Ada Lovelace");
    expect(current?.problems.map((problem) => problem.row)).toEqual(expect.arrayContaining([5, 6]));
    expect(await users()).toBe(before);

    // The owner maps the phone column away and checks again: the phone's problem goes.
    const headings = current?.columns.map((column) => column.heading) ?? [];
    const mapping = Object.fromEntries(
      (current?.columns ?? []).map((column, index) => [
        `column-${index}`,
        column.heading === "Phone" ? "" : column.field,
      ]),
    );
    await act(formOf({ intent: "recheck", importId: id, dateOrder: "auto", ...mapping }));
    const rechecked = (await open(`?import=${id}`)).current;
    expect(rechecked?.columns.map((column) => column.heading)).toEqual(headings);
    expect(rechecked?.columns.find((column) => column.heading === "Phone")?.field).toBe("");
    expect(rechecked?.problems.some((problem) => problem.field === "phone")).toBe(false);

    await act(formOf({ intent: "commit", importId: id }));
    const committed = (await open(`?import=${id}`)).current;
    expect(committed).toMatchObject({ status: "committed", written: { created: 2, leads: 1 }, waiting: 2, invited: 0 });
    expect(await users()).toBe(before + 2);
    const again = await act(formOf({ intent: "commit", importId: id }));
    expect(again).toMatchObject({ init: { status: 409 } });

    // The same file with the preset's mapping: only the phone the first commit left out is new.
    const second = await check(sample.csv);
    await act(formOf({ intent: "commit", importId: second }));
    expect((await open(`?import=${second}`)).current?.written).toMatchObject({ created: 0, updated: 1, leads: 0 });
    // And once more: nothing to create, update or add.
    const third = await check(sample.csv);
    expect((await open(`?import=${third}`)).current?.checked).toMatchObject({ created: 0, updated: 0, leads: 0 });
    await act(formOf({ intent: "commit", importId: third }));
    expect((await open(`?import=${third}`)).current?.written).toMatchObject({ created: 0, updated: 0, leads: 0 });
    expect(await users()).toBe(before + 2);

    // Invitations only when the owner says, each once.
    await act(formOf({ intent: "invite", importId: id }));
    expect((await open(`?import=${id}`)).current).toMatchObject({ waiting: 0, invited: 2 });
    expect((await open()).history.map((entry) => entry.id)).toEqual(expect.arrayContaining([id, second]));
  });

  it("asks for a file, and refuses staff the page and its actions", async () => {
    expect(await act(formOf({ intent: "check" }))).toMatchObject({
      data: { tone: "error", message: "Choose the CSV file your old system exported." },
      init: { status: 400 },
    });
    await expect(open("", "staff")).rejects.toMatchObject({ init: { status: 403 } });
    await expect(act(formOf({ intent: "check" }), "staff")).rejects.toMatchObject({ init: { status: 403 } });
  });
});
