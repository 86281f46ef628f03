export interface Testimonial {
  text: string;
  name: string;
  job: string;
}

export const testimonials: Testimonial[] = [
  {
    text: "I came in unable to do a single pull-up. Six months later I deadlift my body weight twice over, and I actually look forward to Monday mornings. The coaches notice everything and never let you coast.",
    name: "Priya Shah",
    job: "Architect, member since 2021",
  },
];
