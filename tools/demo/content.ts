// What the demo's leaders write: SMART targets, issue comments, results, analyses, feedback.
import type { FailurePriority } from '#domain/checklists/priorities';
import type { ShiftCategory } from '#domain/shifts';

const COMMON_TARGETS = [
  'Order accuracy at 98% or better, measured by remakes logged on the waste sheet',
  'Zero food safety temperature checks out of range this shift',
  'Dining room lap every 20 minutes, logged on the cleaning sheet',
  'Every cash drop made before a till reaches £2500, recorded in the safe log',
  'Complete 2 crew training observations on the grill before the shift ends',
];

export const SMART_TARGETS: Record<ShiftCategory, readonly string[]> = {
  breakfast: [
    'Average drive-thru time under 180 seconds from 07:00 to 09:00',
    'Changeover to the regular menu completed by 10:30 with no breakfast waste over 2%',
    'Sell 40 coffee upgrades before 10:00 by offering a large on every order',
    ...COMMON_TARGETS,
  ],
  day: [
    'Average drive-thru time under 150 seconds over the 12:00-14:00 lunch peak',
    'Delivery orders handed to riders within 3 minutes of being ready, 90% of the time',
    'Kiosk orders served to table within 5 minutes at lunch',
    'Labour at or below 18% of sales for the shift',
    ...COMMON_TARGETS,
  ],
  night: [
    'Average drive-thru time under 160 seconds from 17:00 to 20:00',
    'Close-down cleaning of the dining room finished 30 minutes before handover',
    'Delivery rider wait under 4 minutes on average through the evening peak',
    'Waste under 1.5% of food sales, checked on the waste sheet at handover',
    ...COMMON_TARGETS,
  ],
  overnight: [
    'Deep clean of the grill hoods and filters completed and signed off by 03:00',
    'Full stock delivery checked in and put away by 04:00 with temperatures logged',
    'Drive-thru under 120 seconds average while the dining room is closed',
    'Breakfast set-up ready for handover at 04:45',
    ...COMMON_TARGETS,
  ],
};

export const ACHIEVED_COMMENTS = [
  'Hit it comfortably; crew knew the target from the briefing.',
  'Achieved with a few minutes to spare.',
  'Done. Runner on the drive-thru made the difference at peak.',
  'Met, and logged on the communication board for the next shift.',
  'Achieved despite one crew member going home ill.',
];

export const MISSED_COMMENTS = [
  'Missed by a small margin: grill went down for 15 minutes at peak.',
  'Not achieved; two call-outs left the front counter short.',
  'Missed. Delivery wave at 18:30 pulled the runner off the lane.',
  'Fell short: stock delivery arrived late and tied up the back room.',
  'Not achieved; will redeploy a second order taker next time.',
];

export interface FailureNote {
  comment: string;
  priority: FailurePriority;
  /** The items it is written about: a failed item gets a note whose pattern its text matches. */
  about: RegExp;
}

/** Travel-path issues by subsection, with the priority a leader would give them. */
export const TRAVEL_PATH_FAILURES: Record<string, readonly FailureNote[]> = {
  'Exterior, Car Park & Corral Areas': [
    {
      comment: 'Litter along the car park hedge line; second pick not done',
      priority: 'B',
      about: /litter/i,
    },
    {
      comment: 'Two car park lamps out by the exit; reported to maintenance',
      priority: 'C',
      about: /light|lamp/i,
    },
    {
      comment: 'Corral gate left unlocked, loose bags by the bins',
      priority: 'C',
      about: /corral/i,
    },
    {
      comment: 'Height barrier sign bent after a van clipped it',
      priority: 'D',
      about: /barrier|signage/i,
    },
  ],
  'Customer Areas (Indoor & Outdoor)': [
    {
      comment: 'Customer toilets out of hand towels at 13:10',
      priority: 'B',
      about: /toilet/i,
    },
    {
      comment: 'Spill by the kiosks left without a wet-floor sign',
      priority: 'A',
      about: /spill|floor/i,
    },
    {
      comment: 'Baby change unit not stocked; wipes on order',
      priority: 'C',
      about: /baby change/i,
    },
    {
      comment: 'Kiosk 3 card reader faulty; taped off and logged',
      priority: 'D',
      about: /kiosk/i,
    },
  ],
  'Front Counter, Drive thru & {delivery service}': [
    {
      comment: 'Drive-thru speaker crackling, orders being repeated',
      priority: 'B',
      about: /drive-thru/i,
    },
    {
      comment: 'Delivery bags not sealed on two orders; riders briefed',
      priority: 'B',
      about: /delivery orders|bagged/i,
    },
    {
      comment: 'Front counter hand wash sink out of soap',
      priority: 'A',
      about: /hand wash/i,
    },
    {
      comment: 'Customer display screen showing the wrong order numbers',
      priority: 'C',
      about: /display screen/i,
    },
  ],
  'Production & Back Room Areas': [
    {
      comment: 'Walk-in chiller reading 7°C at 14:00; product moved, engineer called',
      priority: 'A',
      about: /chiller|freezer/i,
    },
    {
      comment: 'Fry vat 2 oil at 25% TPM, not changed before peak',
      priority: 'A',
      about: /fr(y|ies|yer)|oil/i,
    },
    {
      comment: 'Back door propped open during delivery, pest risk',
      priority: 'B',
      about: /back door|pest/i,
    },
    {
      comment: 'Dry store floor not swept, boxes stacked on the floor',
      priority: 'D',
      about: /dry store/i,
    },
  ],
};

/** For any travel-path item no note above is written about: true of whatever was found. */
export const GENERAL_TRAVEL_PATH_FAILURES: readonly Omit<FailureNote, 'about'>[] = [
  { comment: 'Not at standard on the walk-round; put right and checked again', priority: 'C' },
  { comment: 'Found below standard; crew member briefed and the area rechecked', priority: 'D' },
];

/** The notes a leader could write about this travel-path item. */
export function travelPathNotesFor(item: {
  subsection: string | null;
  text: string;
}): readonly (Omit<FailureNote, 'about'> & { about?: RegExp })[] {
  const notes = TRAVEL_PATH_FAILURES[item.subsection ?? ''] ?? [];
  const about = notes.filter((note) => note.about.test(item.text));
  return about.length > 0 ? about : GENERAL_TRAVEL_PATH_FAILURES;
}

/**
 * Pre- and post-shift issues by subsection: no priority (SPEC §3), and worded so they read
 * right against any item of their subsection.
 */
export const GENERAL_FAILURES: readonly string[] = [
  'Not done before the shift started; picked up after the peak',
  'Paperwork incomplete at handover; store manager informed',
  'Ran late because of a delivery at the start of the shift',
];

export const PLANNING_FAILURES: Record<string, readonly string[]> = {
  Miscellaneous: GENERAL_FAILURES,
  People: [
    'Two call-outs left us short; covered by moving the runner',
    'Crew arrived late, so the briefing was done 20 minutes into the shift',
    'New starter not briefed in time; buddied with a trainer instead',
  ],
  Equipment: [
    'Fault found; logged with the help desk and an engineer booked',
    'Not at standard at the start of the shift; fixed 30 minutes in',
    'Spare part missing; reported to the store manager',
  ],
  Product: [
    'Shortage found; emergency transfer arranged from store 228',
    'Checked 40 minutes late because of the delivery',
    'Out-of-date product found and discarded; waste logged',
  ],
};

export const POST_SHIFT_ANALYSES: readonly string[] = [
  'Strong shift overall. Peak ran smoothly once the runner was deployed on the drive-thru. Next time: brief the fry station on batch sizes before the rush.',
  'Busy but controlled. Speed dipped at the start of the peak while the grill was restocked; stock should be staged before the rush.',
  'Good teamwork and a clean handover. Delivery volume was higher than projected, so more crew is needed on the delivery station for the same day next week.',
  'Quiet first half, heavy second half. Cleaning tasks were done early, which paid off. Keep the same deployment for this daypart.',
  'Two call-outs made it tough, but the crew covered well. Service times slipped slightly; the rota has been flagged to the store manager.',
];

export const MANAGER_FEEDBACK: readonly string[] = [
  'Great shift — times and cleanliness both on target. Thank you all.',
  'Well run. Please make sure the chiller issue is written up for maintenance.',
  'Good handover notes, very clear. Keep the dining room laps going at this standard.',
  'Solid work under pressure with two crew down. Well done on the targets.',
  'Nice job. Let us look at the delivery station deployment together this week.',
];
