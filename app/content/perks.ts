/** Why choose us: the four perks. */
export type PerkIcon = "training" | "equipment" | "bag" | "water";

export interface Perk {
  title: string;
  description: string;
  icon: PerkIcon;
}

export const perks: Perk[] = [
  {
    title: "Free Fitness Training",
    description: "Every new member gets a coached induction and a first programme, at no extra cost.",
    icon: "training",
  },
  {
    title: "Modern Gym Equipments",
    description: "Calibrated plates, competition racks and a cardio floor we renew every year.",
    icon: "equipment",
  },
  {
    title: "Gym Bag Equipments",
    description: "Towels, lockers, chalk and bands are waiting for you, so you can travel light.",
    icon: "bag",
  },
  {
    title: "Fresh Bottle Water",
    description: "Chilled filtered water on every floor, and bottles to take into class.",
    icon: "water",
  },
];
