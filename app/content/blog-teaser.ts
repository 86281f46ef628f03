/** The home page's latest-blog teaser: three cards, dated DD.MM.YYYY, as the teaser cards print them. */
export interface BlogTeaser {
  date: string;
  title: string;
  description: string;
}

export const blogTeasers: BlogTeaser[] = [
  {
    date: "22.03.2022",
    title: "Sleep: Your Best Recovery Tool",
    description: "Why seven hours does more for your lifts than any supplement, and how to get them.",
  },
  {
    date: "18.03.2022",
    title: "Couch to First 5K in Eight Weeks",
    description: "A gentle plan our running coach built for members who have never run before.",
  },
  {
    date: "11.03.2022",
    title: "Five Yoga Flows to Open Tight Hips",
    description: "Ten minutes on a mat to undo a day at the desk and squat deeper tomorrow.",
  },
];
