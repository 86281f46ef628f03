/** The home page's featured classes, each with its weekly slot. */
export interface FeaturedClass {
  name: string;
  day: string;
  time: string;
}

export const featuredClasses: FeaturedClass[] = [
  { name: "Cycling", day: "Wednesday", time: "9:00am-10:00am" },
  { name: "Karate", day: "Friday", time: "10:00am-11:00am" },
  { name: "Power", day: "Saturday", time: "9:00am-10:00am" },
  { name: "Meditation", day: "Friday", time: "1:00pm-2:00pm" },
  { name: "Martial Arts", day: "Sunday", time: "6:00pm-7:00pm" },
  { name: "Workout", day: "Monday", time: "4:00pm-5:00pm" },
];
