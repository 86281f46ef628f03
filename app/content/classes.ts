import { type ClassPicture, classImage, type ImageAsset } from "./artwork.ts";

/**
 * The classes a new gym starts from. Once the site runs, the classes live in its database,
 * edited in /staff (app/features/timetable/): this list is the sample the first start
 * imports into an empty database.
 */
export interface GymClass {
  /** The class in URLs and in the timetable: "power-lifting". */
  slug: string;
  title: string;
  /** One or two sentences a visitor reads on the class card. */
  description: string;
  trainer: string;
  picture: ClassPicture;
  image: ImageAsset;
  /** Places per session; bookingRules.defaultCapacity when not set. When it runs is in app/content/timetable.ts. */
  capacity?: number;
}

export const collapsedClassCount = 8;

function gymClass(title: string, trainer: string, subject: string, description: string): GymClass {
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  const picture = { name: slug, subject };
  return { slug, title, description, trainer, picture, image: classImage(title, picture) };
}

export const gymClasses: GymClass[] = [
  gymClass(
    "Cycling",
    "Daniel Reyes",
    "a rider on a bike in red light",
    "Intervals on the bike to the beat: climbs, sprints and a long steady push.",
  ),
  gymClass(
    "Meditation",
    "Maya Okafor",
    "a figure seated cross-legged in calm",
    "Breathing and stillness, guided: an hour that leaves the week outside.",
  ),
  gymClass(
    "Boxing",
    "Leon Hart",
    "a boxing glove raised to strike",
    "Pads, bags and footwork: the fitness of a boxer without the sparring.",
  ),
  gymClass(
    "Karate",
    "Aiko Tanaka",
    "a fighter throwing a high kick",
    "Kihon, kata and partner drills for every grade, beginners welcome.",
  ),
  gymClass(
    "Power Lifting",
    "Sam Whitaker",
    "a lifter pressing a barbell overhead",
    "Squat, bench and deadlift, coached rep by rep towards a heavier single.",
  ),
  gymClass(
    "Workout",
    "Sam Whitaker",
    "a heavy dumbbell",
    "A full-body circuit of weights and bodyweight moves that changes every week.",
  ),
  gymClass(
    "Crossfit",
    "Daniel Reyes",
    "a kettlebell ready to swing",
    "The workout of the day: lifts, gymnastics and conditioning, scaled to you.",
  ),
  gymClass(
    "Running",
    "Nina Brooks",
    "a runner mid-stride",
    "Drills, intervals and a run along the river, in groups by pace.",
  ),
  gymClass(
    "Body Building",
    "Leon Hart",
    "a flexed arm",
    "Hypertrophy training split by muscle group, with the tempo and volume that grow it.",
  ),
  gymClass(
    "Mma",
    "Aiko Tanaka",
    "two fighters grappling",
    "Striking, takedowns and ground work drilled with a partner, no sparring needed.",
  ),
  gymClass(
    "Yoga",
    "Maya Okafor",
    "a figure holding a standing yoga pose",
    "Flowing vinyasa for strength and mobility, with options for every level.",
  ),
  gymClass(
    "Fitness",
    "Nina Brooks",
    "a jump rope mid-swing",
    "Cardio and strength in one hour: ropes, sleds, rowers and a finisher.",
  ),
];
