/**
 * The blog's articles themselves, in Markdown, by the slug of their entry in blog.ts.
 * Rendered to HTML when the site is built (app/features/blog/markdown.server.ts), so neither
 * these texts nor the Markdown library travel to the browser. `##` starts a section: the
 * article's title is the page's only first-level heading.
 */
export const articleBodies: Record<string, string> = {
  "boxing-first-class": `
Walking into a boxing class for the first time can feel like walking into someone else's conversation. Everyone seems to know the rounds, the bell and the combinations. The good news: nobody expects you to. Here is what an hour with us actually looks like.

## Before the bell

Bring water, a towel and trainers with a flat sole. We lend gloves and hand wraps, and the coach will show you how to wrap before the warm-up: wraps protect the small bones of your hand, so it is the one thing we never skip. Arrive ten minutes early and tell the coach it is your first class.

## What the hour holds

- **Warm-up (10 minutes):** skipping, shadow boxing and mobility for shoulders and hips.
- **Technique (20 minutes):** stance, guard and the four basic punches, jab, cross, hook and uppercut, first in the air, then on pads.
- **Rounds (20 minutes):** three-minute rounds on the bags or pads with a partner, one minute of rest between them.
- **Finisher and stretch (10 minutes):** a short core circuit, then a slow cool-down.

There is no sparring in a beginners' class. Contact work is a separate session, for members who have trained with us for a few months and want it.

## How to get the most from it

Breathe out with every punch, keep your chin down and your hands back at your face after each strike. Go at the pace you can hold for the whole round rather than the pace you can hold for ten seconds. Most people are surprised that their legs and shoulders are the first to tire, not their arms: that is boxing teaching you that punches come from the floor.

Come twice a week for a month and the combinations will start to feel like your own.
`,
  "crossfit-scaling": `
Every workout on our whiteboard is written for one athlete: someone who has trained for years. Scaling is how the rest of us do the same workout and get the same result. It is not the easy option; it is the right one.

## Keep the intent, change the numbers

Each workout has a purpose. A short, sharp piece should leave you breathing hard after five to eight minutes; a long one should be a steady grind. Ask the coach what the intent is before you start, then choose a load and a number of repetitions that keep you moving at that pace. If the rest of the class finishes in seven minutes and you are still going at fifteen, the workout has become a different one.

## Three ways to scale

1. **Load:** take the weight down until every repetition looks the same as the first.
2. **Range:** box step-ups instead of box jumps, ring rows instead of pull-ups, push-ups from a bench instead of the floor.
3. **Volume:** fewer rounds or fewer repetitions per round, so that your form holds to the end.

## When to move up

Write down what you did. When a scaled version feels fast and clean three times in a row, add a little weight or a harder variation the next time. Progress in our classes is measured in months, not sessions, and the athletes who scale honestly are the ones who are still training, uninjured, a year later.
`,
  "jump-rope-conditioning": `
There is a reason every boxing gym has a rack of ropes by the door. Ten minutes of skipping raises your heart rate, wakes up your calves and ankles and trains the light, quick feet that boxing is built on. You need no more than a rope and a few square metres of floor.

## Choosing a rope

Stand on the middle of the rope: the handles should reach your armpits. A lighter speed rope is for fast footwork; a slightly heavier rope is easier to learn with because you can feel where it is. Skip on a wooden floor or a mat, not on concrete.

## Learn the basic bounce first

Keep your elbows close to your ribs and turn the rope with your wrists, not your arms. Jump only high enough to clear the rope, about two centimetres, and land softly on the balls of your feet. When that feels smooth, add the boxer's step: shift your weight from foot to foot as if jogging on the spot.

## A ten-minute round

- 1 minute easy bounce, 30 seconds rest
- 1 minute boxer's step, 30 seconds rest
- 30 seconds fast, 30 seconds slow, three times
- 1 minute alternating single-leg hops
- 2 minutes at a steady pace to finish

Tripping is part of learning: pick the rope up and start again without stopping the clock. Do the round three times a week and you will notice it on the bags, on the track and on the stairs.
`,
  "yoga-for-lifters": `
No chanting, no pretzels. If you lift and you have avoided yoga because it looks like stretching for its own sake, this twenty-minute sequence is for you. Every pose in it earns its place in your squat or your press.

## Why lifters get stiff

Heavy training builds muscle that is strong in the ranges you train and tight outside them. A stiff upper back turns an overhead press into a lower-back bend; stiff ankles and hips tip you forward out of the bottom of a squat. Yoga done with intent gives you back the positions you need to lift well.

## The sequence

1. **Cat and cow, 10 slow breaths:** moves the spine one segment at a time.
2. **Thread the needle, 5 breaths each side:** rotation for the upper back, the missing piece of most presses.
3. **Downward dog, 8 breaths:** calves, hamstrings and shoulders in one position.
4. **Low lunge with a reach, 5 breaths each side:** opens the hip flexors that sitting shortens.
5. **Deep squat hold, 1 minute:** hold onto a rack if you need to, chest up, knees out.
6. **Child's pose, 1 minute:** let your breathing slow down before you leave.

## When to do it

Twice a week on days you do not lift, or as a cool-down after a session. Do not hold long stretches right before a heavy single: a short, active warm-up serves you better there. Give it six weeks, then check your squat depth.
`,
  "breathing-drills": `
Your breathing is the one part of your nervous system you can steer on purpose. Slow it down and your heart rate follows; lengthen the exhale and your body gets the message that it is safe to recover. Here are three drills our meditation coach teaches in her classes.

## Box breathing

Breathe in for four counts, hold for four, out for four, hold for four. Repeat for two minutes. It is simple enough to do between sets, in a queue or before a difficult conversation.

## The long exhale

Breathe in through your nose for four counts and out through your mouth for eight. A long exhale slows the heart more than anything else you can do in a minute. Use it after a hard interval, when you want to be ready for the next one sooner.

## Counting to ten

Lying down before sleep, count each exhale from one to ten, then start again. When your mind wanders, and it will, begin again at one without judging yourself. Most people never reach ten on the first night. That is the practice, not a failure of it.

## Make it a habit

Attach one drill to something you already do: box breathing while the kettle boils, the long exhale at the end of every training session. Five minutes a day is enough to feel the difference within a couple of weeks.
`,
  "mobility-strength": `
Strength you cannot reach is strength you cannot use. The lifters who move well are the ones who keep adding weight for decades, and mobility is a big part of why.

## Range is a skill

Mobility is not flexibility. A flexible muscle can be pulled into a long position; a mobile joint can be moved there by its own muscles and controlled at the end of its range. That control is what lets you sit deep into a squat with a loaded bar, or press overhead without arching your back.

## Where to start

Most of our members need the same three things:

- **Ankles:** knee-to-wall rocks, 10 a side. Stiff ankles push the hips back and the chest forward.
- **Hips:** the 90/90 switch, 8 slow switches. Rotation in the hip keeps the knees and lower back out of trouble.
- **Upper back:** rotations on all fours, 8 a side. The thoracic spine is where an overhead press should bend, not the lower back.

## Make it part of the session

Ten minutes before you lift, not a separate hour you will never find. Then load the new range lightly: paused squats, slow tempo presses and goblet squats teach your body that the position is safe. Within a few weeks your warm-up sets start to look like your best sets.
`,
  "balance-poses": `
Every running stride is a single-leg balance. For a fraction of a second your whole weight lands on one foot, and how well your ankle, knee and hip hold that landing decides how efficient, and how injury-proof, you are over the miles.

## Why runners wobble

Running straight ahead on flat roads trains the big muscles that drive you forward and neglects the small ones that keep you stable. The first sign is often a knee that drifts inwards on landing, or an ankle that rolls on uneven ground.

## Three poses

1. **Tree pose, 30 seconds a side:** stand tall on one leg with the other foot on your calf or thigh. Keep the standing hip level.
2. **Warrior three, 5 breaths a side:** hinge forward until your body and your back leg form one line. It trains the hamstrings and the glutes of the standing leg.
3. **Half moon, 5 breaths a side:** from warrior three, open your hips and chest to the side. A block under your hand makes it easier.

## Take it outside

When the poses feel steady, do them with your eyes closed or on a folded mat. Then add single-leg drills to your warm-up before runs: hops on the spot, skipping and slow single-leg deadlifts. Two short sessions a week are enough.
`,
  "recovery-days": `
Rest is not the same as doing nothing. Training breaks your body down; recovery is when it rebuilds stronger. A good recovery day is planned as carefully as a hard session.

## Move, gently

A walk of thirty to forty-five minutes, an easy bike ride or a slow yoga class gets blood moving through tired muscles without adding new stress. Keep it easy enough to hold a conversation the whole time.

## Eat and drink like you trained

Recovery runs on protein and carbohydrate. Have a proper breakfast, a portion of protein at each meal and more water than you think you need. This is not the day to cut calories.

## Sleep is the main event

Seven to nine hours does more for Monday's session than any supplement. Keep the bedroom cool and dark, and put the phone away half an hour before bed.

## Listen to your body

Some soreness two days after a hard session is normal. Sharp pain, pain that gets worse as you move, or a resting heart rate well above your usual one are signs to rest longer, and to talk to one of our coaches. One extra rest day costs you nothing; training through an injury can cost you months.
`,
  "morning-routine": `
Before the coffee and before the phone: ten minutes that wake your body gently and set a steady tone for the rest of the day. You need a mat or a rug, and nothing else.

## The routine

1. **Two minutes of breathing:** sit comfortably, breathe in for four counts and out for six.
2. **Cat and cow, one minute:** move the spine slowly from rounded to arched.
3. **Three sun salutations, three minutes:** forward fold, half lift, plank, low push-up or knees down, upward dog, downward dog. Move with your breath, not the clock.
4. **Low lunge, one minute a side:** the hip flexors are the first thing a night's sleep tightens.
5. **One minute of stillness:** lie on your back and notice how your body feels now, compared with when you got up.

## Make it stick

Keep the mat where you will see it, and do the routine before anything else competes for your attention. If ten minutes is too much on a busy morning, do the breathing and one sun salutation. A short routine every day beats a long one once a week.

On days you train later, the routine is a gentle first warm-up; on rest days, it is all the movement your morning needs.
`,
  "hip-opening-flow": `
Hours at a desk shorten the muscles at the front of your hips and pull your squat, your stride and your lower back out of line. These five flows take about ten minutes, need only a mat, and feel especially good after a heavy leg day.

## The five flows

1. **Low lunge to half split:** from a low lunge, shift your hips back over your back knee and straighten the front leg. Flow between the two for eight slow breaths, then switch sides.
2. **Lizard pose:** both hands inside your front foot, back knee down. Stay for five breaths; lower to your forearms if that is comfortable.
3. **90/90 transitions:** sit with both knees bent at right angles and let them fall from one side to the other, eight times, keeping your chest tall.
4. **Frog pose:** on all fours, widen your knees and sink your hips back. Ten breaths, and no forcing.
5. **Pigeon pose:** front shin across the mat, back leg long behind you. One minute each side, with a cushion under the hip if it lifts.

## How to practise

Move slowly and breathe through your nose. You should feel a stretch, never a pinch in the joint; if you do, back off or skip the pose. Do the flows three times a week, and after a month notice how much more easily you reach the bottom of your squat.
`,
};
