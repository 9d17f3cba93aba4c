export interface SeedBlog {
  question: string;
  answer: string;
}

/** Questions car owners ask at the counter every week, answered plainly. */
export const seedBlogs: SeedBlog[] = [
  {
    question: 'When should I change my brake pads?',
    answer:
      'Most pads last 30,000 to 50,000 km, but city driving in Dhaka wears them much faster than highway driving. Change them when the friction material is 3 mm thick or less, when you hear a high squeal while braking (that is the wear indicator touching the disc), or when the car pulls to one side or the pedal feels soft. A grinding metal sound means the pads are gone and the discs are being damaged: stop driving and have them changed at once. Always replace pads in axle sets, both wheels together.',
  },
  {
    question: 'Which headlight bulb fits my car?',
    answer:
      'Look at the base of the old bulb or in the owner\'s manual: the type is printed there, such as H4, H7, H11 or 9005. Most older Toyota, Suzuki and Nissan models use H4, a single bulb with both high and low beam. Newer cars often use H11 for low beam and fog lights and 9005 for high beam. The bulb type must match exactly; an adapter or a bulb that "almost fits" gives a bad beam pattern and blinds oncoming drivers. Change bulbs in pairs so both sides are equally bright.',
  },
  {
    question: 'What do the numbers on engine oil like 5W-30 mean?',
    answer:
      "The first number with the W (for winter) tells how easily the oil flows when the engine is cold: the lower it is, the faster it reaches the moving parts at start-up, where most wear happens. The second number is the thickness at running temperature. 5W-30 is thinner when cold than 10W-40 but both protect a hot engine. Use the grade your owner's manual gives: modern Japanese engines are built for 0W-20 or 5W-30, while older high-mileage engines may do better with 10W-40 or 20W-50.",
  },
  {
    question: 'How often should I change engine oil in Bangladesh?',
    answer:
      'Heat, dust and long idling in traffic are "severe conditions" in every manufacturer\'s book, so use the shorter interval: about every 5,000 km with mineral or semi-synthetic oil and every 7,000 to 10,000 km with fully synthetic oil, or every six months, whichever comes first. Change the oil filter every time. CNG-converted engines run hotter; keep them to the shorter interval too.',
  },
  {
    question: 'Does a dirty air filter really matter?',
    answer:
      'Yes. The engine breathes through it: a clogged filter starves the engine of air, so it loses power and burns more fuel, and a torn one lets abrasive dust into the cylinders. On dusty roads check it at every oil change and replace it every 10,000 to 15,000 km. Hold it up to the light; if you can barely see light through the pleats, it is time. Do not clean paper filters with compressed air from the inside out, it tears the paper.',
  },
  {
    question: 'Iridium, platinum or copper spark plugs: which should I buy?',
    answer:
      'Buy the type your engine was designed for, and never go down a step. Copper plugs are cheap but wear in 15,000 to 20,000 km. Platinum plugs last around 40,000 km and iridium plugs around 60,000 km with a more stable spark, which helps CNG engines start and idle smoothly. Check that the heat range and gap match the manual; a wrong heat range can damage the engine.',
  },
  {
    question: 'Why does my car squeak when I brake in the rain?',
    answer:
      'A light squeak on the first few stops of a wet morning is usually a thin layer of rust on the discs being wiped off and is harmless. A squeal that stays on dry roads points to worn pads, missing anti-squeal shims or glazed pads. A deep grinding sound is metal on metal and needs attention the same day.',
  },
  {
    question: 'Are LED bulbs legal and worth it?',
    answer:
      'LED bulbs use less power, last longer and light up instantly, which makes them a clear win for parking, number plate, interior and fog lights. For headlights choose LED bulbs made for your exact socket and aim the beam afterwards: a badly aimed LED headlight dazzles oncoming drivers. Cheap LEDs without a proper heat sink fail early in our summer heat.',
  },
];
