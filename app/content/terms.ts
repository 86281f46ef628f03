/**
 * The gym's membership agreement and health questionnaire (product.md, "Attendance policy
 * and terms"). A member accepts the current `version` before their first booking; when the
 * gym changes the text or the questions it gives them a new version, and every member is
 * asked again at their next booking. The stored record keeps the version, so an old
 * acceptance always names the text it was given for.
 */
export interface HealthQuestion {
  /** Stable key of the answer in the stored record and in the API: never reuse one for another question. */
  id: string;
  text: string;
}

export interface GymTerms {
  /** Change with any change of `agreement` or `questions`. */
  version: string;
  title: string;
  /** The agreement's paragraphs. */
  agreement: readonly string[];
  questions: readonly HealthQuestion[];
  healthAdvice: string;
}

export const terms: GymTerms = {
  version: "2026-11-24",
  title: "Membership agreement",
  agreement: [
    "I take part in classes and use the gym at my own risk, within the limits of my fitness and health, and I follow the coaches' instructions and the house rules.",
    "I tell a coach before a class about any injury, illness or pregnancy that could affect how I train, and I stop and tell a coach if I feel unwell while training.",
    "I book only places I mean to use and cancel in time when I cannot come, so that someone on the waitlist gets the place.",
    "My answers to the health questions below are true to the best of my knowledge. I tell the gym if they change.",
  ],
  /** The seven questions of the standard PAR-Q (Physical Activity Readiness Questionnaire). */
  questions: [
    {
      id: "heart-condition",
      text: "Has your doctor ever said that you have a heart condition or high blood pressure?",
    },
    {
      id: "chest-pain",
      text: "Do you feel pain in your chest at rest, during your daily activities, or when you do physical activity?",
    },
    {
      id: "balance-consciousness",
      text: "Do you lose balance because of dizziness, or have you lost consciousness in the last 12 months?",
    },
    {
      id: "chronic-condition",
      text: "Have you ever been diagnosed with another chronic medical condition (other than heart disease or high blood pressure)?",
    },
    {
      id: "medication",
      text: "Are you currently taking prescribed medication for a chronic medical condition?",
    },
    {
      id: "bone-joint",
      text: "Do you currently have (or have had in the past 12 months) a bone, joint or soft-tissue problem that could be made worse by becoming more physically active?",
    },
    {
      id: "supervised-only",
      text: "Has your doctor ever said that you should only do medically supervised physical activity?",
    },
  ],
  healthAdvice:
    "You answered yes to a health question. Please talk to a coach before your first class (and, if you have not yet, to your doctor), so that we can adapt your training.",
};
