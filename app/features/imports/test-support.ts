import type { Temporal } from "temporal-polyfill";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { PresetName } from "./presets.ts";

/**
 * Member exports as each system writes them, made by the tests (never a real export): five
 * rows each, with the gym's own products (read from the content) and dates around `today`:
 * - a member with a running membership (and a phone, an emergency contact where the export has one);
 * - a member with a class pack's credits left (Mindbody: the one export that carries them), or
 *   a second membership;
 * - a lead: nobody the file gives a product;
 * - a row with a broken e-mail address, and one repeating the first row's address.
 */
export interface SampleExport {
  preset: PresetName;
  fileName: string;
  csv: string;
  /** The addresses that become accounts, and the lead's. */
  members: string[];
  lead: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const dmy = (date: Temporal.PlainDate) => `${pad(date.day)}/${pad(date.month)}/${date.year}`;
const mdy = (date: Temporal.PlainDate) => `${pad(date.month)}/${pad(date.day)}/${date.year}`;
const line = (cells: string[]) =>
  cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",");

export function sampleExport(preset: PresetName, today: Temporal.PlainDate, tag: string): SampleExport {
  const [membership, second] = [
    currentProducts().memberships[0],
    currentProducts().memberships[1] ?? currentProducts().memberships[0],
  ];
  const pack =
    currentProducts().creditProducts.find((product) => product.kind === "pack") ?? currentProducts().creditProducts[0];
  if (!membership || !second || !pack) throw new Error("the gym sells no membership or pack to import");
  const email = (who: string) => `${who}-${preset}-${tag}@example.com`;
  const [ada, ben, cleo] = [email("ada"), email("ben"), email("cleo")];
  // Started last year on the 13th (a day that cannot be a month: the file shows its order), renewing in 20 days.
  const started = today.subtract({ years: 1 }).with({ day: 13 });
  const renews = today.add({ days: 20 });
  const expires = today.add({ days: 30 });
  const rows: string[][] = [];
  let headings: string[];
  if (preset === "mindbody") {
    headings = [
      "Id",
      "FirstName",
      "LastName",
      "Email",
      "MobilePhone",
      "HomePhone",
      "EmergencyContactInfoName",
      "EmergencyContactInfoPhone",
      "LiabilityAgreementDate",
      "ContractName",
      "StartDate",
      "EndDate",
      "PricingOption",
      "Remaining",
      "ExpirationDate",
      "Notes",
    ];
    const iso = (date: Temporal.PlainDate) => `${date.toString()}T09:30:00`;
    rows.push([
      "100",
      "Ada",
      "Lovelace",
      ada,
      "+1 555 010 4477",
      "",
      "Byron Lovelace",
      "+1 555 010 0000",
      iso(started),
      membership.name,
      iso(started),
      iso(renews),
      "",
      "",
      "",
      "Prefers mornings",
    ]);
    rows.push([
      "101",
      "Ben",
      "Okafor",
      ben,
      "",
      "(555) 010-9911",
      "",
      "",
      iso(started),
      "",
      "",
      "",
      pack.name,
      "4",
      iso(expires),
      "",
    ]);
    rows.push(["102", "Cleo", "Lead", cleo, "none", "", "", "", "", "", "", "", "", "", "", "Asked about yoga"]);
    rows.push(["103", "Bad", "Address", "not-an-address", "", "", "", "", "", "", "", "", "", "", "", ""]);
    rows.push(["104", "Ada", "Again", ada.toUpperCase(), "", "", "", "", "", "", "", "", "", "", "", ""]);
  } else if (preset === "glofox") {
    headings = [
      "Member ID",
      "First Name",
      "Last Name",
      "Email",
      "Phone",
      "Added",
      "Membership Name",
      "Membership Plan",
      "Membership Expiry Date",
      "Source",
      "Total Bookings",
      "Total Attendances",
    ];
    rows.push([
      "g1",
      "Ada",
      "Lovelace",
      ada,
      "+1 555 010 4477",
      started.toString(),
      membership.name,
      "Monthly",
      mdy(renews),
      "Walk-in",
      "40",
      "38",
    ]);
    rows.push([
      "g2",
      "Ben",
      "Okafor",
      ben,
      "",
      started.toString(),
      second.name,
      "Monthly",
      mdy(renews),
      "Web",
      "3",
      "3",
    ]);
    rows.push(["g3", "Cleo", "Lead", cleo, "n/a", today.toString(), "", "", "", "Instagram", "0", "0"]);
    rows.push(["g4", "Bad", "Address", "bad@", "", today.toString(), "", "", "", "", "0", "0"]);
    rows.push(["g5", "Ada", "Again", ada, "", today.toString(), "", "", "", "", "0", "0"]);
  } else if (preset === "pushpress") {
    headings = [
      "First Name",
      "Last Name",
      "Email",
      "Phone",
      "Plan",
      "Plan Start Date",
      "Next Billing Date",
      "Emergency Contact Name",
      "Emergency Contact Phone",
      "Notes",
    ];
    rows.push([
      "Ada",
      "Lovelace",
      ada,
      "+1 555 010 4477",
      membership.name,
      mdy(started),
      mdy(renews),
      "Byron Lovelace",
      "+1 555 010 0000",
      "Knee: go easy on squats",
    ]);
    rows.push(["Ben", "Okafor", ben, "", second.name, mdy(started), mdy(renews), "", "", ""]);
    rows.push(["Cleo", "Lead", cleo, "000", "", "", "", "", "", ""]);
    rows.push(["Bad", "Address", "@example.com", "", "", "", "", "", "", ""]);
    rows.push(["Ada", "Again", ada, "", "", "", "", "", "", ""]);
  } else {
    headings = [
      "Full Name",
      "First Name",
      "Last Name",
      "Email",
      "Phone",
      "Gender",
      "DOB",
      "Status",
      "Join Date",
      "Emergency Contact Name",
      "Emergency Contact Phone",
      "Emergency Contact Relationship",
      "Active Memberships",
      "Last Payment Amount (GBP)",
    ];
    rows.push([
      "Ada Lovelace",
      "Ada",
      "Lovelace",
      ada,
      "+44 20 7946 0958",
      "F",
      "10/12/1990",
      "Active",
      dmy(started),
      "Byron Lovelace",
      "+44 20 7946 0000",
      "Father",
      membership.name,
      "39.00",
    ]);
    rows.push([
      "Ben Okafor",
      "Ben",
      "Okafor",
      ben,
      "",
      "M",
      "",
      "Active",
      dmy(started),
      "",
      "",
      "",
      `${second.name}, Sauna add-on`,
      "65.00",
    ]);
    rows.push(["Cleo Lead", "Cleo", "Lead", cleo, "none", "", "", "Lead", "", "", "", "", "", ""]);
    rows.push(["Bad Address", "Bad", "Address", "bad address", "", "", "", "Active", "", "", "", "", "", ""]);
    rows.push(["Ada Again", "Ada", "Again", ada, "", "", "", "Active", "", "", "", "", "", ""]);
  }
  const csv = `${[headings, ...rows].map(line).join("\r\n")}\r\n`;
  return { preset, fileName: `${preset}-export.csv`, csv, members: [ada, ben], lead: cleo };
}
