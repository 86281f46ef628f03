import { artwork, type ImageAsset } from "./artwork.ts";

/** The classes page: twelve classes, eight shown until the visitor asks for more. */
export interface GymClass {
  /** The class in URLs and in the timetable: "power-lifting". */
  slug: string;
  title: string;
  trainer: string;
  image: ImageAsset;
  /** Places per session; bookingRules.defaultCapacity when not set. When it runs is in app/content/timetable.ts. */
  capacity?: number;
}

export const collapsedClassCount = 8;

function gymClass(title: string, trainer: string, pictogram: string): GymClass {
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  return { slug, title, trainer, image: artwork("classes", slug, `${title} class: ${pictogram}`) };
}

export const gymClasses: GymClass[] = [
  gymClass("Cycling", "Daniel Reyes", "a rider on a bike in red light"),
  gymClass("Meditation", "Maya Okafor", "a figure seated cross-legged in calm"),
  gymClass("Boxing", "Leon Hart", "a boxing glove raised to strike"),
  gymClass("Karate", "Aiko Tanaka", "a fighter throwing a high kick"),
  gymClass("Power Lifting", "Sam Whitaker", "a lifter pressing a barbell overhead"),
  gymClass("Workout", "Sam Whitaker", "a heavy dumbbell"),
  gymClass("Crossfit", "Daniel Reyes", "a kettlebell ready to swing"),
  gymClass("Running", "Nina Brooks", "a runner mid-stride"),
  gymClass("Body Building", "Leon Hart", "a flexed arm"),
  gymClass("Mma", "Aiko Tanaka", "two fighters grappling"),
  gymClass("Yoga", "Maya Okafor", "a figure holding a standing yoga pose"),
  gymClass("Fitness", "Nina Brooks", "a jump rope mid-swing"),
];
