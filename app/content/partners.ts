/** The partner strip: five brands the gym works with, shown as one-grey wordmarks. */
export type PartnerMark = "mountain" | "bolt" | "shield" | "flame" | "waves";

export interface Partner {
  name: string;
  mark: PartnerMark;
}

export const partners: Partner[] = [
  { name: "Summit Nutrition", mark: "mountain" },
  { name: "Voltwear", mark: "bolt" },
  { name: "Ironclad Supply", mark: "shield" },
  { name: "Emberfuel", mark: "flame" },
  { name: "Tidewater", mark: "waves" },
];
