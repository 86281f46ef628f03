import { artwork, type ImageAsset } from "./artwork.ts";

/** The classes page: twelve classes, eight shown until the visitor asks for more. */
export interface GymClass {
  title: string;
  trainer: string;
  /** The weekly slot as the seed writes it, e.g. 'Wed: 9:00 am'. */
  slot: string;
  image: ImageAsset;
}

export const collapsedClassCount = 8;

function gymClass(title: string, trainer: string, slot: string, pictogram: string): GymClass {
  const name = title.toLowerCase().replace(/\s+/g, "-");
  return { title, trainer, slot, image: artwork("classes", name, `${title} class: ${pictogram}`) };
}

export const gymClasses: GymClass[] = [
  gymClass("Cycling", "Daniel Reyes", "Wed: 9:00 am", "a rider on a bike in red light"),
  gymClass("Meditation", "Maya Okafor", "Fri: 1:00 pm", "a figure seated cross-legged in calm"),
  gymClass("Boxing", "Leon Hart", "Tue: 9:00 am", "a boxing glove raised to strike"),
  gymClass("Karate", "Aiko Tanaka", "Fri: 10:00 am", "a fighter throwing a high kick"),
  gymClass("Power Lifting", "Sam Whitaker", "Sat: 9:00 am", "a lifter pressing a barbell overhead"),
  gymClass("Workout", "Sam Whitaker", "Mon: 4:00 pm", "a heavy dumbbell"),
  gymClass("Crossfit", "Daniel Reyes", "Tue: 4:00 pm", "a kettlebell ready to swing"),
  gymClass("Running", "Nina Brooks", "Mon: 4:00 pm", "a runner mid-stride"),
  gymClass("Body Building", "Leon Hart", "Wed: 10:00 pm", "a flexed arm"),
  gymClass("Mma", "Aiko Tanaka", "Sun: 6:00 pm", "two fighters grappling"),
  gymClass("Yoga", "Maya Okafor", "Tue: 10:00 pm", "a figure holding a standing yoga pose"),
  gymClass("Fitness", "Nina Brooks", "Thu: 9:00 am", "a jump rope mid-swing"),
];
