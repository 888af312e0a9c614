import type { Section, TRAVEL_PATH_SUBSECTIONS } from '../sections';
import type { ShiftCategory } from '../shifts';

/** One item of a default template, before it is given an id (SPEC §3 "Template item"). */
export interface DefaultTemplateItem {
  text: string;
  details?: string;
  section: Section;
  subsection: string;
}

/** A global default template, one per shift category (SPEC §3 "Template"). */
export interface DefaultTemplate {
  id: string;
  title: string;
  category: ShiftCategory;
  items: DefaultTemplateItem[];
}

/** Default templates have ids of the form default-{shift}-template. */
export function defaultTemplateId(category: ShiftCategory): string {
  return `default-${category}-template`;
}

type PlanningSubsection = 'Miscellaneous' | 'People' | 'Equipment' | 'Product';
type TravelPathSubsection = (typeof TRAVEL_PATH_SUBSECTIONS)[number];

/** An item's text, optionally followed by its details line. */
type Entry = readonly [text: string, details?: string];

function toItems(section: Section, subsection: string, entries: readonly Entry[]) {
  return entries.map(([text, details]): DefaultTemplateItem =>
    details === undefined ? { text, section, subsection } : { text, details, section, subsection },
  );
}

function preShift(subsection: PlanningSubsection, entries: readonly Entry[]) {
  return toItems('pre-shift', subsection, entries);
}

function travelPath(subsection: TravelPathSubsection, entries: readonly Entry[]) {
  return toItems('travel-path', subsection, entries);
}

function postShift(subsection: PlanningSubsection, entries: readonly Entry[]) {
  return toItems('post-shift', subsection, entries);
}

const EXTERIOR = 'Exterior, Car Park & Corral Areas';
const CUSTOMER_AREAS = 'Customer Areas (Indoor & Outdoor)';
const FRONT_COUNTER = 'Front Counter, Drive thru & {delivery service}';
const PRODUCTION = 'Production & Back Room Areas';

// ---------------------------------------------------------------------------
// Breakfast (default 05:00–11:00): opening, breakfast set-up, morning peak and
// the changeover to the regular menu.
// ---------------------------------------------------------------------------

const BREAKFAST_TEMPLATE: DefaultTemplate = {
  id: defaultTemplateId('breakfast'),
  title: 'Breakfast Shift Checklist',
  category: 'breakfast',
  items: [
    ...preShift('Miscellaneous', [
      [
        'Closing handover notes read and open actions picked up',
        'Check the communication log for equipment faults, shortages and customer issues from last night',
      ],
      [
        'Safe counted and till floats checked before the first till opens',
        'Any variance reported to the store manager before trading starts',
      ],
      [
        'Breakfast sales projection and hourly labour plan reviewed',
        'Compare with the same day last week; adjust for school holidays, weather and local events',
      ],
      [
        'Shift targets set and written on the communication board',
        'e.g. drive-thru service time, order accuracy, changeover to the regular menu on time',
      ],
    ]),
    ...preShift('People', [
      [
        'Deployment chart completed and positions briefed to crew',
        'Drive-thru, front counter, breakfast kitchen and a runner covered for the morning peak',
      ],
      [
        'Crew fit for work — illness and exclusion questions asked',
        'Anyone with sickness or diarrhoea in the last 48 hours must not handle food',
      ],
      [
        'Uniform standards checked — clean uniform, hat and name badge',
        'No jewellery except a plain wedding band; hair tied back; nails short and unpolished',
      ],
      [
        'Breaks planned on the rota around the morning peak',
        'Adults 20 minutes if working over 6 hours; under-18s 30 minutes if working over 4.5 hours',
      ],
    ]),
    ...preShift('Equipment', [
      [
        'Grills, toasters and egg cookers switched on and at temperature before opening',
        'Grill platen and clamshell readings checked against the temperature chart',
      ],
      [
        'Fryer oil tested with the TPM meter — replace if 24% or above',
        'Oil topped up to the fill line after last night’s filtering',
      ],
      [
        'Coffee machines cleaned, primed and a test drink made',
        'Milk fridge at 5°C or below; beans, cups and lids stocked',
      ],
      [
        'Drive-thru headsets charged and speaker post tested',
        'Spare batteries on charge; test order taken from the lane before opening',
      ],
    ]),
    ...preShift('Product', [
      [
        'Breakfast stock levels checked against the projection',
        'Eggs, muffins, sausage, bacon, hash browns, porridge and milk — shortages escalated before opening',
      ],
      [
        'Breakfast bread products thawed and rotated ready for opening',
        'Check the thaw labels; oldest stock used first',
      ],
      [
        'Secondary shelf-life labels checked on all opened product',
        'Discard anything past its use-by time or without a label',
      ],
      [
        'Chiller and freezer temperatures recorded on the food safety checklist',
        'Chillers 5°C or below, freezers -18°C or below; report any breach straight away',
      ],
    ]),

    ...travelPath(EXTERIOR, [
      [
        'Car park and corral litter pick — Minimum of 150m radius',
        'First pick before opening, repeat after the morning peak; log the times on the litter sheet',
      ],
      [
        'Outside bins emptied and lids clean',
        'No bin more than three-quarters full; bags replaced and no leaking liquid',
      ],
      [
        'Car park and building lighting working while it is still dark',
        'Report failed lamps; switch off once it is fully light',
      ],
      [
        'Drive-thru menu boards lit and showing the breakfast menu',
        'Pre-sell and order point screens switched to breakfast at opening',
      ],
      [
        'Entrances, paths and drive-thru lane free of slip and trip hazards',
        'Grit any ice or frost; sweep up leaves and spills',
      ],
      [
        'Bin corral locked, tidy and free of loose rubbish',
        'Lids closed on waste and recycling bins; gate locked against pests and fly-tipping',
      ],
      ['Signage, height barrier and kerbs undamaged', 'Report damage and cone off any hazard'],
      ['Outdoor seating wiped, dry and free of litter'],
      [
        'Delivery rider bays clear and signed',
        'Riders directed to the bays, not left waiting in the drive-thru lane',
      ],
      ['Glass entrance doors and windows clean — no smears or fingerprints'],
    ]),
    ...travelPath(CUSTOMER_AREAS, [
      [
        'Dining room tables, chairs and high chairs wiped with sanitiser',
        'Host on a regular lap of the dining room through the morning',
      ],
      [
        'Customer toilets checked, clean and stocked',
        'Soap, hand towels and toilet roll topped up; check sheet signed every hour',
      ],
      ['Baby change unit clean and stocked'],
      [
        'Floors clean and dry — wet-floor signs out while mopping',
        'Extra attention to the entrance mats on wet mornings',
      ],
      [
        'Condiment and napkin station stocked and tidy',
        'Sugar, stirrers, milk portions, jam, napkins and straws; bin below not overflowing',
      ],
      [
        'Self-order kiosks on, clean and showing the breakfast menu',
        'Card readers tested and out-of-stock items switched off',
      ],
      ['Dining room lighting, music and temperature set for the morning'],
      ['Dining room bins emptied before they are full and tray stacks clean'],
      [
        'Table service orders delivered to the right table',
        'Table locators available at the kiosks and counter',
      ],
      [
        'Allergen information available to customers on request',
        'Allergen guide up to date at the counter and on the kiosks',
      ],
    ]),
    ...travelPath(FRONT_COUNTER, [
      [
        'Till floats counted in and signed for by each till user',
        'One person per till drawer; drawer closed between transactions',
      ],
      [
        'Till drawers monitored and excess cash dropped to the safe',
        'All cash drops must be under £2500 — each drop logged and witnessed',
      ],
      [
        'Front counter clear, clean and fully stocked',
        'Bags, napkins, trays, cup lids and carriers within reach',
      ],
      [
        'Drive-thru service times watched on the timer',
        'Move crew to the drive-thru when the lane builds; park cars only when necessary',
      ],
      ['Orders checked against the receipt before they are handed out'],
      [
        'Hot drinks station stocked — cups, lids, sleeves, milk and sugar',
        'Milk kept at 5°C or below and used within its secondary shelf life',
      ],
      [
        'Delivery orders bagged, sealed and handed to the right rider',
        'Check the order number with the rider; riders wait in the designated area',
      ],
      [
        'Delivery tablets on, logged in and accepting orders',
        'Breakfast menu live and out-of-stock items paused on every app',
      ],
      ['Drive-thru order point audio clear and greeting given within 5 seconds'],
      [
        'Hand washing routine followed — at least every hour and between tasks',
        'Always after handling cash, bins or raw product; use the hand sink, never a prep sink',
      ],
      [
        'Changeover to the regular menu completed on time at the counter',
        'Menu boards, kiosks, tills and delivery apps switched at 10:30 (11:00 at weekends)',
      ],
    ]),
    ...travelPath(PRODUCTION, [
      ['Kitchen order screens on and orders bumping correctly'],
      [
        'Holding cabinet timers in use — product discarded at the end of its hold time',
        'Never reset a timer to extend holding',
      ],
      [
        'Cooked product core temperatures probed and recorded — 75°C or above',
        'Sausage, eggs and bacon probed at least once an hour during breakfast',
      ],
      [
        'Hash browns cooked to demand and discarded when the hold timer ends',
        'Basket sizes matched to the projection for each half hour',
      ],
      [
        'Sanitiser buckets made up fresh and changed every 2 hours',
        'Concentration confirmed with test strips; change sooner if soiled',
      ],
      [
        'Raw and cooked product kept apart — colour-coded utensils and tongs used',
        'Raw egg and raw meat utensils never used on cooked product',
      ],
      [
        'Kitchen changeover to the regular menu started in good time',
        'Grill temperatures reset and first regular product cooked so lunch orders aren’t kept waiting',
      ],
      [
        'Walk-in chiller and freezer doors closed; no stock on the floor',
        'Stock stored on shelves or racks, never on the floor',
      ],
      ['Ice machine clean — scoop stored outside the bin', 'Never scoop ice with a cup or glass'],
      [
        'Hand sinks stocked with soap, paper towels and hot water',
        'Hand sinks used for hand washing only',
      ],
      [
        'Back room tidy and pest-free — chemicals stored away from food',
        'Report any signs of pests to the manager and log them for the pest contractor',
      ],
    ]),

    ...postShift('Miscellaneous', [
      [
        'Tills counted off with a witness and variances recorded',
        'Any variance over the allowed limit explained on the cash sheet',
      ],
      [
        'Shift targets reviewed and results recorded',
        'Note what was achieved and why any target was missed',
      ],
      [
        'Handover given to the day shift leader',
        'Open issues, equipment faults, stock shortages and crew still due a break',
      ],
      [
        'Food safety checklist completed and signed for the shift',
        'All temperature checks and probe readings recorded with initials',
      ],
    ]),
    ...postShift('People', [
      ['Crew thanked and given feedback on the shift'],
      ['All breaks taken and recorded before crew clock out'],
      [
        'Clock-out times checked against the rota',
        'Unplanned overtime explained; early finishes agreed with the day shift leader',
      ],
    ]),
    ...postShift('Equipment', [
      [
        'Breakfast equipment cleaned after the changeover',
        'Egg rings, egg cookers, breakfast utensils and toaster platens',
      ],
      [
        'Grills and toasters set to regular-menu settings and checked',
        'Readings checked against the temperature chart',
      ],
      [
        'Equipment faults reported and logged for maintenance',
        'Include the fault, when it started and any engineer reference',
      ],
    ]),
    ...postShift('Product', [
      [
        'Leftover breakfast product discarded or stored and labelled correctly',
        'Nothing from breakfast left in the holding cabinet after the changeover',
      ],
      ['Waste recorded on the waste sheet — causes noted'],
      [
        'Stock counted for the lunch peak — shortages escalated or transfers arranged',
        'Beef, chicken, buns, fries and salad checked against the lunch projection',
      ],
      [
        'Chiller and freezer temperatures recorded for the end of the shift',
        'Chillers 5°C or below, freezers -18°C or below',
      ],
    ]),
  ],
};

// ---------------------------------------------------------------------------
// Day (default 11:00–17:00): lunch peak and the afternoon.
// ---------------------------------------------------------------------------

const DAY_TEMPLATE: DefaultTemplate = {
  id: defaultTemplateId('day'),
  title: 'Day Shift Checklist',
  category: 'day',
  items: [
    ...preShift('Miscellaneous', [
      [
        'Breakfast shift handover taken and open actions picked up',
        'Check the communication log for faults, shortages and anything left from the changeover',
      ],
      [
        'Lunch sales projection and hourly labour plan reviewed',
        'Peak usually 12:00–14:00; plan for school finishing times, weather and local events',
      ],
      [
        'Shift targets set for the lunch peak and shared with crew',
        'e.g. drive-thru service time, kiosk order accuracy, delivery hand-over time',
      ],
      [
        'Safe and till floats checked at shift change',
        'Counted with the outgoing shift leader and the safe log signed',
      ],
    ]),
    ...preShift('People', [
      [
        'Deployment chart completed and positions briefed to crew',
        'Lunch peak positions: extra on the drive-thru, a presenter, a runner and a dining room host',
      ],
      [
        'Crew fit for work — illness and exclusion questions asked',
        'Anyone with sickness or diarrhoea in the last 48 hours must not handle food',
      ],
      [
        'Uniform standards checked — clean uniform, hat and name badge',
        'No jewellery except a plain wedding band; hair tied back; nails short and unpolished',
      ],
      [
        'Breaks planned either side of the lunch peak',
        'No breaks 12:00–14:00; adults 20 minutes over 6 hours, under-18s 30 minutes over 4.5 hours',
      ],
    ]),
    ...preShift('Equipment', [
      [
        'Fryer oil tested with the TPM meter — replace if 24% or above',
        'Fry vats filtered before the lunch peak and topped up to the fill line',
      ],
      [
        'Grill platen and clamshell temperatures checked against the chart',
        'Any grill out of range taken out of use and reported',
      ],
      [
        'Ice machine clean with enough ice for the peak',
        'Scoop stored outside the bin; drinks tower ice bin filled',
      ],
      [
        'Drive-thru headsets charged and spare batteries on charge',
        'Every headset tested for sound both ways before 11:30',
      ],
    ]),
    ...preShift('Product', [
      [
        'Lunch stock levels checked against the projection',
        'Beef, chicken, fries, buns, salad and drinks syrups — shortages escalated early',
      ],
      [
        'Buns, salad and sauces prepped and labelled for the peak',
        'Prepped to the projection chart, each with its use-by time',
      ],
      [
        'Secondary shelf-life labels checked on all opened product',
        'Discard anything past its use-by time or without a label',
      ],
      [
        'Chiller and freezer temperatures recorded on the food safety checklist',
        'Chillers 5°C or below, freezers -18°C or below; report any breach straight away',
      ],
    ]),

    ...travelPath(EXTERIOR, [
      [
        'Car park and corral litter pick — Minimum of 150m radius',
        'Before and after the lunch peak; include hedges, verges and the drive-thru lane',
      ],
      [
        'Outside bins emptied before they are full',
        'Checked every hour through the lunch peak; bags replaced and lids clean',
      ],
      [
        'Drive-thru menu boards lit and showing the regular menu',
        'Promotional panels current and no breakfast items still showing',
      ],
      [
        'Bin corral locked, tidy and free of loose rubbish',
        'Lids closed on waste and recycling bins; gate locked against pests and fly-tipping',
      ],
      [
        'Outdoor seating wiped and parasols in good repair',
        'Tables cleared of trays and litter after every lap',
      ],
      [
        'Entrances, paths and drive-thru lane free of slip and trip hazards',
        'Spills and dropped food cleared straight away',
      ],
      [
        'Delivery rider bays clear — riders not waiting in the drive-thru lane',
        'Riders directed to the bays or the designated waiting area',
      ],
      ['Signage, height barrier and kerbs undamaged', 'Report damage and cone off any hazard'],
      ['Glass entrance doors and windows clean — no smears or fingerprints'],
      [
        'Parking bays for held drive-thru orders clear and numbered',
        'Held orders taken out within 2 minutes with the receipt checked',
      ],
    ]),
    ...travelPath(CUSTOMER_AREAS, [
      [
        'Dining room tables and chairs wiped with sanitiser after each use',
        'Dining room host on a 10-minute lap during the lunch peak',
      ],
      [
        'Customer toilets checked, clean and stocked',
        'Soap, hand towels and toilet roll topped up; check sheet signed every hour',
      ],
      [
        'Floors swept and clear of spills — wet-floor signs out while mopping',
        'Spills cleared straight away, not left until after the peak',
      ],
      [
        'Condiment and napkin station stocked and tidy',
        'Ketchup, napkins, straws, salt and pepper; bin below not overflowing',
      ],
      [
        'Self-order kiosks clean, working and taking card payments',
        'Screens wiped with sanitiser and receipt rolls changed before they run out',
      ],
      ['Dining room bins emptied before they are full and tray stacks clean'],
      ['Family area, high chairs and baby change unit clean and safe'],
      [
        'Table service orders delivered to the right table within target',
        'Table locators collected and returned to the kiosks',
      ],
      [
        'Allergen information available to customers on request',
        'Allergen guide up to date at the counter and on the kiosks',
      ],
      ['Dining room lighting, music and temperature comfortable'],
    ]),
    ...travelPath(FRONT_COUNTER, [
      [
        'Till drawers monitored and excess cash dropped to the safe',
        'All cash drops must be under £2500 — drop more often through the lunch peak, logged and witnessed',
      ],
      [
        'Front counter clear, clean and fully stocked',
        'Bags, napkins, trays, cup lids and carriers restocked before the peak',
      ],
      [
        'Drive-thru service times watched on the timer during the peak',
        'Extra crew moved to the drive-thru when the lane builds',
      ],
      ['Orders checked against the receipt before they are handed out'],
      [
        'Drinks dispensers stocked — cups, lids, syrups and CO2 checked',
        'Spare CO2 cylinder available and chained',
      ],
      [
        'Dessert machine working and mix topped up',
        'If it goes down, report it and pause desserts on the kiosks and delivery apps',
      ],
      [
        'Delivery orders bagged, sealed and handed to the right rider',
        'Check the order number with the rider; riders wait in the designated area',
      ],
      [
        'Delivery tablets accepting orders — out-of-stock items paused',
        'Busy mode switched on if the kitchen falls behind',
      ],
      [
        'Order numbers called clearly and the customer display screen working',
        'Presenter checks every order before calling the number',
      ],
      [
        'Hand washing routine followed — at least every hour and between tasks',
        'Always after handling cash, bins or raw product; use the hand sink, never a prep sink',
      ],
      [
        'Drive-thru and pay windows clean and card machines working',
        'Contactless tested at each window; spare till rolls to hand',
      ],
    ]),
    ...travelPath(PRODUCTION, [
      ['Kitchen order screens on and orders bumping correctly'],
      [
        'Holding cabinet timers in use — product discarded at the end of its hold time',
        'Holding levels set to the lunch projection; never reset a timer to extend holding',
      ],
      [
        'Cooked product core temperatures probed and recorded — 75°C or above',
        'Beef and chicken probed at least once an hour over the peak',
      ],
      [
        'Fries held no longer than 7 minutes — cooked in batches to demand',
        'Fry station restocked before the lunch peak',
      ],
      [
        'Sanitiser buckets made up fresh and changed every 2 hours',
        'Concentration confirmed with test strips; change sooner if soiled',
      ],
      [
        'Raw and cooked product kept apart — colour-coded utensils used',
        'Separate tongs for raw and cooked; hands washed between',
      ],
      [
        'Walk-in chiller and freezer doors closed; no stock on the floor',
        'Doors kept shut during the peak; stock on shelves or racks only',
      ],
      [
        'Hand sinks stocked with soap, paper towels and hot water',
        'Hand sinks used for hand washing only',
      ],
      [
        'Utensils washed, rinsed and sanitised — dishwasher at temperature',
        'Final rinse temperature checked and recorded',
      ],
      [
        'Salad and sauce prep area clean; prepped product labelled with use-by times',
        'Prep boards colour-coded and sanitised between tasks',
      ],
      [
        'Back room tidy and pest-free — chemicals stored away from food',
        'Report any signs of pests to the manager and log them for the pest contractor',
      ],
    ]),

    ...postShift('Miscellaneous', [
      [
        'Tills counted off with a witness and variances recorded',
        'Any variance over the allowed limit explained on the cash sheet',
      ],
      [
        'Shift targets reviewed and results recorded',
        'Note what was achieved and why any target was missed',
      ],
      [
        'Handover given to the night shift leader',
        'Open issues, faults, stock shortages and anything booked for the evening (parties, events)',
      ],
      [
        'Food safety checklist completed and signed for the shift',
        'All temperature checks and probe readings recorded with initials',
      ],
    ]),
    ...postShift('People', [
      ['Crew thanked and given feedback on the lunch peak'],
      ['All breaks taken and recorded before crew clock out'],
      [
        'Clock-out times checked against the rota',
        'Unplanned overtime explained; early finishes agreed with the night shift leader',
      ],
    ]),
    ...postShift('Equipment', [
      [
        'Fryers filtered after the lunch peak',
        'Oil tested and topped up ready for the dinner peak',
      ],
      [
        'Drinks and dessert machines cleaned down and restocked for the evening',
        'Nozzles, drip trays and dispensing doors wiped clean',
      ],
      [
        'Equipment faults reported and logged for maintenance',
        'Include the fault, when it started and any engineer reference',
      ],
    ]),
    ...postShift('Product', [
      ['Waste recorded on the waste sheet — causes noted'],
      [
        'Stock counted for the evening — shortages escalated or transfers arranged',
        'Checked against the dinner projection',
      ],
      [
        'Prepped product labelled and in date for the next shift',
        'Anything that will expire during the dinner peak replaced now',
      ],
      [
        'Chiller and freezer temperatures recorded for the end of the shift',
        'Chillers 5°C or below, freezers -18°C or below',
      ],
    ]),
  ],
};

// ---------------------------------------------------------------------------
// Night (default 17:00–00:00): dinner peak, late-night security, closing and
// the cleaning hand-over.
// ---------------------------------------------------------------------------

const NIGHT_TEMPLATE: DefaultTemplate = {
  id: defaultTemplateId('night'),
  title: 'Night Shift Checklist',
  category: 'night',
  items: [
    ...preShift('Miscellaneous', [
      [
        'Day shift handover taken and open actions picked up',
        'Check the communication log for faults, shortages and anything booked for the evening',
      ],
      [
        'Dinner sales projection and hourly labour plan reviewed',
        'Peak usually 17:00–19:30; check for football matches, local events and the weather',
      ],
      [
        'Shift targets set for the dinner peak and shared with crew',
        'e.g. drive-thru service time, delivery hand-over time, closing tasks finished on time',
      ],
      [
        'Closing plan agreed — cleaning tasks allocated and lobby close time confirmed',
        'Everyone knows which areas close first and who does each closing task',
      ],
    ]),
    ...preShift('People', [
      [
        'Deployment chart completed and positions briefed to crew',
        'Dinner peak positions plus a closing crew and a dining room host for the late evening',
      ],
      [
        'Crew fit for work and in correct uniform',
        'Illness and exclusion questions asked; hats on, jewellery off, name badges worn',
      ],
      [
        'Under-18 crew finishing times checked against young-worker rules',
        'Their sign-off planned before the late evening in line with company policy',
      ],
      [
        'Breaks planned around the dinner peak',
        'No breaks during the peak; adults 20 minutes over 6 hours, under-18s 30 minutes over 4.5 hours',
      ],
    ]),
    ...preShift('Equipment', [
      [
        'Fryer oil tested with the TPM meter — replace if 24% or above',
        'Fry vats filtered before the dinner peak and topped up to the fill line',
      ],
      [
        'Grill platen and clamshell temperatures checked against the chart',
        'Any grill out of range taken out of use and reported',
      ],
      [
        'CCTV recording and panic alarm tested',
        'Date and time correct on the recorder; alarm test agreed with the monitoring company',
      ],
      [
        'Drive-thru headsets charged and spare batteries on charge',
        'Every headset tested for sound both ways before the peak',
      ],
    ]),
    ...preShift('Product', [
      [
        'Dinner stock levels checked against the projection',
        'Beef, chicken, fries, buns, salad and drinks syrups — shortages escalated early',
      ],
      [
        'Buns, salad and sauces prepped and labelled for the peak',
        'Prep levels reduced later in the evening to keep closing waste down',
      ],
      [
        'Secondary shelf-life labels checked on all opened product',
        'Discard anything past its use-by time or without a label',
      ],
      [
        'Chiller and freezer temperatures recorded on the food safety checklist',
        'Chillers 5°C or below, freezers -18°C or below; report any breach straight away',
      ],
    ]),

    ...travelPath(EXTERIOR, [
      [
        'Car park and corral litter pick — Minimum of 150m radius',
        'Before the dinner peak and again before dark; hi-vis worn after dusk',
      ],
      ['Outside bins emptied before they are full', 'Last bin run done before dark or in pairs'],
      [
        'Car park, drive-thru and building lighting on and working at dusk',
        'Report failed lamps; dark areas of the car park are a security risk',
      ],
      [
        'Bin corral locked and tidy — no loose rubbish left out overnight',
        'Lids closed and gate locked against pests and fly-tipping',
      ],
      [
        'Anti-social behaviour in the car park dealt with or reported',
        'Never approach alone; call security or the police if needed and log the incident',
      ],
      [
        'Outdoor seating cleared and secured before lobby close',
        'Chairs stacked or chained and parasols taken down',
      ],
      [
        'Entrances, paths and drive-thru lane free of slip and trip hazards',
        'Spills and dropped food cleared straight away',
      ],
      [
        'Delivery rider bays clear — riders not waiting in the drive-thru lane',
        'Riders directed to the bays or the designated waiting area',
      ],
      [
        'Drive-thru menu boards lit and readable',
        'Late-night menu showing and unavailable items switched off',
      ],
      ['Glass entrance doors and windows clean — no smears or fingerprints'],
    ]),
    ...travelPath(CUSTOMER_AREAS, [
      [
        'Dining room tables and chairs wiped with sanitiser after each use',
        'Dining room host on a 10-minute lap during the dinner peak',
      ],
      [
        'Customer toilets checked, clean and stocked',
        'Soap, hand towels and toilet roll topped up; check sheet signed every hour',
      ],
      [
        'Floors swept and clear of spills — wet-floor signs out while mopping',
        'Spills cleared straight away, not left until after the peak',
      ],
      [
        'Condiment and napkin station stocked and tidy',
        'Ketchup, napkins, straws, salt and pepper; bin below not overflowing',
      ],
      [
        'Self-order kiosks clean and working',
        'Screens wiped with sanitiser; switched off at lobby close',
      ],
      ['Dining room bins emptied before they are full and tray stacks clean'],
      [
        'Dining room host visible in the lobby through the late evening',
        'A visible host deters anti-social behaviour; issues reported to the shift leader',
      ],
      [
        'Allergen information available to customers on request',
        'Allergen guide up to date at the counter and on the kiosks',
      ],
      [
        'Lobby closed on time — customers asked to leave politely and doors locked',
        'Toilets and dining room checked empty before locking',
      ],
      [
        'Dining room cleaned after lobby close — floors, tables and seating',
        'Floors mopped and left dry for the next shift',
      ],
    ]),
    ...travelPath(FRONT_COUNTER, [
      [
        'Till drawers monitored and excess cash dropped to the safe',
        'All cash drops must be under £2500 — keep drawer levels low after dark; each drop logged and witnessed',
      ],
      [
        'Front counter clear, clean and fully stocked',
        'Bags, napkins, trays, cup lids and carriers restocked before the peak',
      ],
      [
        'Drive-thru service times watched on the timer during the peak',
        'Extra crew moved to the drive-thru when the lane builds',
      ],
      ['Orders checked against the receipt before they are handed out'],
      [
        'Drinks dispensers stocked — cups, lids, syrups and CO2 checked',
        'Spare CO2 cylinder available and chained',
      ],
      [
        'Delivery orders bagged, sealed and handed to the right rider',
        'Check the order number with the rider; riders wait in the designated area',
      ],
      [
        'Delivery tablets accepting orders — out-of-stock items paused',
        'Late-night menu set on every app',
      ],
      [
        'Hand washing routine followed — at least every hour and between tasks',
        'Always after handling cash, bins or raw product; use the hand sink, never a prep sink',
      ],
      [
        'Drive-thru window kept locked between customers after lobby close',
        'Payment and orders passed through the window only; nobody let in through the drive-thru',
      ],
      [
        'Dessert machine topped up and heat treatment cycle set for overnight',
        'Check the machine shows no faults before the last crew member leaves the station',
      ],
      [
        'Unused tills counted off after lobby close — drawers left open and empty',
        'Counted with a witness and the cash taken straight to the safe',
      ],
    ]),
    ...travelPath(PRODUCTION, [
      ['Kitchen order screens on and orders bumping correctly'],
      [
        'Holding cabinet timers in use — product discarded at the end of its hold time',
        'Holding levels reduced after the peak; cook to order late in the evening',
      ],
      [
        'Cooked product core temperatures probed and recorded — 75°C or above',
        'Beef and chicken probed at least once an hour over the peak',
      ],
      [
        'Fries held no longer than 7 minutes — cooked in batches to demand',
        'Smaller batches after the peak to keep quality and waste right',
      ],
      [
        'Sanitiser buckets made up fresh and changed every 2 hours',
        'Concentration confirmed with test strips; change sooner if soiled',
      ],
      [
        'Raw and cooked product kept apart — colour-coded utensils used',
        'Separate tongs for raw and cooked; hands washed between',
      ],
      [
        'Walk-in chiller and freezer doors closed; no stock on the floor',
        'Doors kept shut during the peak; stock on shelves or racks only',
      ],
      [
        'Hand sinks stocked with soap, paper towels and hot water',
        'Hand sinks used for hand washing only',
      ],
      [
        'Back door kept locked after dark — opened only with a second person present',
        'Rubbish runs done in pairs, with the car park checked on CCTV first',
      ],
      [
        'Closing clean started after the peak — grills, holding cabinets and prep tables',
        'Enough equipment kept running for late-night drive-thru trade',
      ],
      [
        'Back room tidy and pest-free — chemicals stored away from food',
        'Report any signs of pests to the manager and log them for the pest contractor',
      ],
    ]),

    ...postShift('Miscellaneous', [
      [
        'Tills and safe counted with a witness and cash secured',
        'Safe locked and time lock set; variances recorded on the cash sheet',
      ],
      [
        'Shift targets reviewed and results recorded',
        'Note what was achieved and why any target was missed',
      ],
      [
        'Handover given to the overnight or opening shift leader',
        'Open issues, equipment faults, stock shortages, cleaning left to do and any security incidents',
      ],
      [
        'Building secured — doors, windows and intruder alarm set',
        'If trading overnight, drive-thru-only security confirmed with the overnight shift leader',
      ],
    ]),
    ...postShift('People', [
      ['Crew thanked and given feedback on the shift'],
      ['All breaks taken and recorded before crew clock out'],
      [
        'Late-finishing crew leave together and get home safely',
        'Nobody crosses the car park alone; taxis arranged where needed',
      ],
    ]),
    ...postShift('Equipment', [
      [
        'Closing cleaning checklist completed — grills, holding cabinets and prep tables',
        'Any task not finished written on the handover for the next shift',
      ],
      [
        'Fryers filtered and oil topped up ready for the next shift',
        'Vats covered once cool if the kitchen is closing',
      ],
      [
        'Equipment faults reported and logged for maintenance',
        'Include the fault, when it started and any engineer reference',
      ],
    ]),
    ...postShift('Product', [
      ['Waste recorded on the waste sheet — causes noted'],
      [
        'Stock counted — shortages noted for the next order',
        'Anything short for breakfast flagged on the handover',
      ],
      [
        'Product stored, covered and labelled for the next shift',
        'Out-of-date or unlabelled product discarded and recorded as waste',
      ],
      [
        'Chiller and freezer temperatures recorded at close',
        'Chillers 5°C or below, freezers -18°C or below',
      ],
    ]),
  ],
};

// ---------------------------------------------------------------------------
// Overnight (default 00:00–05:00, optional): drive-thru-only trading, overnight
// delivery, deep cleans, lone-working and set-up for breakfast.
// ---------------------------------------------------------------------------

const OVERNIGHT_TEMPLATE: DefaultTemplate = {
  id: defaultTemplateId('overnight'),
  title: 'Overnight Shift Checklist',
  category: 'overnight',
  items: [
    ...preShift('Miscellaneous', [
      [
        'Night shift handover taken and open actions picked up',
        'Closing tasks left to finish, faults, shortages and any security incidents',
      ],
      [
        'Overnight sales projection and labour plan reviewed',
        'Plan crew around the drive-thru, the delivery and the deep-clean tasks',
      ],
      [
        'Shift targets set and shared with crew',
        'e.g. drive-thru service time, deep-clean tasks finished, delivery put away by 04:00',
      ],
      [
        'Safe counted and till float checked at shift change',
        'Counted with the outgoing shift leader and the safe log signed',
      ],
      [
        'Overnight delivery time confirmed and a receiving plan agreed',
        'Who receives it, where it is staged, and chiller and freezer space cleared',
      ],
      [
        'Tonight’s deep-clean tasks agreed from the cleaning rota',
        'e.g. extraction filters, fryer boil-out, walk-in floors, dining room floor scrub',
      ],
    ]),
    ...preShift('People', [
      [
        'Deployment chart completed and positions briefed to crew',
        'Drive-thru, kitchen, delivery receiving and deep-clean duties each given a named person',
      ],
      [
        'Crew fit for work and in correct uniform',
        'Illness and exclusion questions asked; hats on, jewellery off, name badges worn',
      ],
      [
        'Lone-working check-in times agreed and contact numbers to hand',
        'Never fewer than two people in the building; on-call manager number on the board',
      ],
      [
        'Only crew aged 18 or over on the overnight rota',
        'Any under-18 still on the rota after midnight reported to the store manager',
      ],
      [
        'Breaks planned so the drive-thru is never left unattended',
        'Adults 20 minutes if working over 6 hours; taken inside the building',
      ],
    ]),
    ...preShift('Equipment', [
      [
        'Fryer oil tested with the TPM meter — replace if 24% or above',
        'Fryers needed overnight identified; the rest filtered or boiled out',
      ],
      [
        'Grill platen and clamshell temperatures checked against the chart',
        'Only the grills needed for overnight trade left on',
      ],
      [
        'CCTV recording and panic alarm tested',
        'Date and time correct on the recorder; personal attack alarm carried by the shift leader',
      ],
      [
        'Drive-thru headsets charged and spare batteries on charge',
        'Order point and pay window audio tested both ways',
      ],
      [
        'Dessert machine heat treatment cycle confirmed as running',
        'Check the start time so it has finished before breakfast',
      ],
    ]),
    ...preShift('Product', [
      [
        'Overnight stock levels checked — reduced menu set if needed',
        'Unavailable items paused on the drive-thru menu boards and delivery apps',
      ],
      [
        'Secondary shelf-life labels checked on all opened product',
        'Discard anything past its use-by time or without a label',
      ],
      [
        'Chiller and freezer temperatures recorded on the food safety checklist',
        'Chillers 5°C or below, freezers -18°C or below; report any breach straight away',
      ],
      [
        'Chiller and freezer space cleared ready for the delivery',
        'Old stock brought forward so new stock goes in behind it',
      ],
      [
        'Breakfast thaw planned — what to pull and when',
        'Muffins and other breakfast bread pulled in time to be ready for 05:00',
      ],
    ]),

    ...travelPath(EXTERIOR, [
      [
        'Car park and corral litter pick — Minimum of 150m radius',
        'Done in pairs with hi-vis and a torch; final pick at first light before handover',
      ],
      [
        'Outside bins emptied and bin corral locked',
        'Bin runs done in pairs with the car park checked on CCTV first',
      ],
      [
        'Car park, drive-thru and building lighting all working',
        'Report failed lamps; dark areas of the car park are a security risk',
      ],
      [
        'Anti-social behaviour in the car park dealt with or reported',
        'Never approach alone; call security or the police if needed and log the incident',
      ],
      [
        'Lobby doors locked and outdoor seating secured',
        'Drive-thru only overnight; entrance doors checked every hour',
      ],
      [
        'Drive-thru lane clear and menu boards lit',
        'Overnight menu showing and unavailable items switched off',
      ],
      [
        'Delivery lorry access clear — no cars blocking the bay',
        'Cones out before the delivery is due',
      ],
      [
        'Outside checked on CCTV before anyone goes out',
        'The shift leader knows who is outside and for how long',
      ],
      [
        'Scheduled exterior deep clean completed',
        'e.g. drive-thru lane, entrance and bin corral pressure-washed when on the rota',
      ],
      [
        'Entrances, paths and drive-thru lane free of slip and trip hazards',
        'Grit any ice or frost before the breakfast shift arrives',
      ],
      ['Signage, height barrier and kerbs undamaged', 'Report damage and cone off any hazard'],
      ['Glass entrance doors and windows cleaned while the lobby is closed'],
    ]),
    ...travelPath(CUSTOMER_AREAS, [
      [
        'Dining room checked empty and secure — toilets included',
        'Done at the start of the shift and logged',
      ],
      [
        'Dining room floors deep cleaned — scrubbed, rinsed and dried',
        'Wet-floor signs out until the floor is fully dry',
      ],
      [
        'Tables, chairs and seating deep cleaned, including bases and undersides',
        'Chewing gum removed and loose fixings reported',
      ],
      [
        'Customer toilets deep cleaned and restocked for the morning',
        'Soap, hand towels and toilet roll full; check sheet started for the new day',
      ],
      [
        'Condiment and napkin station cleaned and restocked for breakfast',
        'Sugar, stirrers, milk portions, jam and napkins',
      ],
      ['Self-order kiosks cleaned and restarted', 'Check they come back up on the breakfast menu'],
      [
        'Dining room bins emptied, washed and relined',
        'Bin surrounds and flaps wiped with sanitiser',
      ],
      [
        'Walls, skirting boards and light fittings dusted and wiped',
        'Working from a step, never a chair or table',
      ],
      ['High chairs and baby change unit cleaned and sanitised'],
      [
        'Dining room lighting checked and faulty lamps reported',
        'Lighting set ready for the lobby opening',
      ],
      [
        'Allergen information in place for opening',
        'Allergen guide up to date at the counter and on the kiosks',
      ],
      [
        'Dining room music, heating and air conditioning set for opening',
        'Timers checked so the dining room is comfortable at opening',
      ],
    ]),
    ...travelPath(FRONT_COUNTER, [
      [
        'Till drawers monitored and excess cash dropped to the safe',
        'All cash drops must be under £2500 — keep drawer levels low overnight; each drop logged',
      ],
      [
        'Drive-thru window kept locked between customers',
        'Payment and orders passed through the window only; nobody let in through the drive-thru',
      ],
      [
        'Suspicious vehicles or customers in the lane reported — window not opened if unsafe',
        'Call the police on 999 in an emergency and log the incident',
      ],
      [
        'Drive-thru service times watched on the timer',
        'Target kept even with crew on deep-clean tasks',
      ],
      ['Orders checked against the receipt before they are handed out'],
      [
        'Delivery orders bagged, sealed and handed to the right rider',
        'Riders served at the drive-thru window or the designated hatch, never let into the building',
      ],
      [
        'Delivery tablets accepting orders — overnight menu and out-of-stock items set',
        'Switched to the breakfast menu at 05:00',
      ],
      [
        'Hand washing routine followed — at least every hour and between tasks',
        'Always after handling cash, bins, chemicals or raw product',
      ],
      [
        'Front counter deep cleaned — under counters, shelves and bag stations',
        'Counter area left dry and stocked for opening',
      ],
      [
        'Drinks dispensers cleaned — nozzles soaked and drip trays washed',
        'Nozzles refitted and a test drink poured from every valve',
      ],
      [
        'Unused tills counted off — drawers left open and empty',
        'Counted with a witness and the cash taken straight to the safe',
      ],
      [
        'Front counter and drive-thru restocked for breakfast',
        'Breakfast bags, hot drink cups, lids, sleeves and stirrers ready to go',
      ],
    ]),
    ...travelPath(PRODUCTION, [
      ['Kitchen order screens on and orders bumping correctly'],
      [
        'Holding cabinet timers in use — cook to order when quiet',
        'Minimum holding levels only; never reset a timer to extend holding',
      ],
      [
        'Cooked product core temperatures probed and recorded — 75°C or above',
        'Beef and chicken probed at least once during the shift',
      ],
      [
        'Sanitiser buckets made up fresh and changed every 2 hours',
        'Concentration confirmed with test strips; change sooner if soiled',
      ],
      [
        'Raw and cooked product kept apart — colour-coded utensils used',
        'Extra care when cleaning and cooking at the same time',
      ],
      [
        'Overnight delivery received — driver ID checked and seals intact',
        'Back door opened only with two people present and the bay checked on CCTV',
      ],
      [
        'Delivery temperatures probed on arrival — chilled 5°C or below, frozen -18°C or below',
        'Frozen product warmer than -15°C rejected and noted on the delivery note',
      ],
      [
        'Delivery checked against the invoice — shortages and damages recorded',
        'Driver signs for any discrepancy before leaving',
      ],
      [
        'Delivery put away within 30 minutes and rotated first in, first out',
        'Frozen and chilled first; new stock behind old, nothing left on the floor',
      ],
      [
        'Deep-clean task completed — e.g. extraction filters, fryer boil-out or walk-in floors',
        'Correct chemicals and PPE used; equipment isolated before cleaning',
      ],
      [
        'Hand sinks stocked with soap, paper towels and hot water',
        'Hand sinks used for hand washing only',
      ],
      ['Back door locked and alarmed after every use', 'Checked by the shift leader each hour'],
    ]),

    ...postShift('Miscellaneous', [
      [
        'Tills and safe counted with a witness and cash secured',
        'Safe log signed; variances recorded on the cash sheet',
      ],
      [
        'Shift targets reviewed and results recorded',
        'Note what was achieved and why any target was missed',
      ],
      [
        'Handover given to the breakfast shift leader',
        'Delivery issues, deep-clean tasks done or left, faults and stock shortages',
      ],
      [
        'Security incidents logged and reported',
        'Time, description and CCTV reference for each incident',
      ],
      [
        'Outside checked before the lobby is unlocked for breakfast',
        'Car park, entrances and bin corral safe and clear',
      ],
    ]),
    ...postShift('People', [
      ['Crew thanked and given feedback on the shift'],
      ['All breaks taken and recorded before crew clock out'],
      [
        'Lone-working check-ins completed and logged',
        'Any missed check-in explained on the handover',
      ],
      [
        'Overnight crew leave together and get home safely',
        'Nobody crosses the car park alone; taxis arranged where needed',
      ],
    ]),
    ...postShift('Equipment', [
      [
        'Deep-clean tasks signed off on the cleaning rota',
        'Any task not finished moved to tomorrow night and written on the handover',
      ],
      [
        'Fryers filtered and oil topped up ready for breakfast',
        'Boiled-out vats refilled and up to temperature',
      ],
      [
        'Breakfast equipment switched on and heating — grills, toasters and egg cookers',
        'At temperature before the breakfast shift arrives',
      ],
      [
        'Dessert machine heat treatment completed and recorded',
        'Any failed cycle reported before breakfast opens',
      ],
      [
        'Equipment faults reported and logged for maintenance',
        'Include the fault, when it started and any engineer reference',
      ],
    ]),
    ...postShift('Product', [
      [
        'Delivery fully put away and stock rotated',
        'Delivery paperwork filed for the store manager',
      ],
      ['Waste recorded on the waste sheet — causes noted'],
      ['Breakfast product thawed and ready for opening', 'Thaw labels completed with use-by times'],
      [
        'Chiller and freezer temperatures recorded for the end of the shift',
        'Chillers 5°C or below, freezers -18°C or below',
      ],
    ]),
  ],
};

/** The four default templates, seeded by a super admin (SPEC §4 "Other transitions"). */
export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  BREAKFAST_TEMPLATE,
  DAY_TEMPLATE,
  NIGHT_TEMPLATE,
  OVERNIGHT_TEMPLATE,
];
