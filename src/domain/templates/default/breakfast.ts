import {
  preShift,
  travelPath,
  postShift,
  temperature,
  EXTERIOR,
  CUSTOMER_AREAS,
  FRONT_COUNTER,
  PRODUCTION,
  defaultTemplateId,
  type DefaultTemplate,
  yesNo,
} from './builders';

// ---------------------------------------------------------------------------
// Breakfast (default 05:00–11:00): opening, breakfast set-up, morning peak and
// the changeover to the regular menu.
// ---------------------------------------------------------------------------

export const BREAKFAST_TEMPLATE: DefaultTemplate = {
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
      [
        'Hand-washing and cleaning supplies stocked for the day',
        'Soap, paper towels, sanitiser and cleaning chemicals; order more before they run out',
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
      temperature(
        'Hot-holding cabinet temperature',
        'Probe a product in the middle of its tray once it has held for 10 minutes; if under the limit, discard it and report the cabinet',
        { min: 63 },
      ),
      ['Coffee machines cleaned, primed and a test drink made', 'Beans, cups and lids stocked'],
      temperature(
        'Milk fridge temperature',
        'Probe a milk carton at the front of the fridge; if over the limit, move the milk to the walk-in chiller and report the fridge',
        { max: 5 },
      ),
      [
        'Drive-thru headsets charged and speaker post tested',
        'Spare batteries on charge; test order taken from the lane before opening',
      ],
      [
        'Probe thermometer clean and working',
        'Wiped with a probe wipe before each use; if it reads wrong in iced water, use the spare and tell the manager',
      ],
      [
        'Food preparation surfaces and equipment cleaned and disinfected before use',
        'Prep tables, boards and utensils washed, then sanitised and left for the contact time on the label',
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
      temperature(
        'Walk-in chiller temperature',
        'Probe a product on a middle shelf, not the air by the door; if over the limit, tell the manager and move high-risk food to another chiller',
        { max: 5 },
      ),
      temperature(
        'Walk-in freezer temperature',
        'Probe between two packs on a middle shelf; if over the limit, keep the door shut, tell the manager and check nothing has thawed',
        { max: -18 },
      ),
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
      temperature(
        'Cooked product core temperature',
        'Probe sausage, egg and bacon in the thickest part at least once an hour; if under the limit, keep cooking and probe again',
        { min: 75 },
      ),
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
      yesNo(
        'Back room tidy and pest-free — chemicals stored away from food',
        'Report any signs of pests to the manager and log them for the pest contractor',
        'no',
        { photoOnFail: true },
      ),
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
      temperature(
        'Walk-in chiller temperature at the end of the shift',
        'Probe a product on a middle shelf, not the air by the door; if over the limit, tell the manager and move high-risk food to another chiller',
        { max: 5 },
      ),
      temperature(
        'Walk-in freezer temperature at the end of the shift',
        'Probe between two packs on a middle shelf; if over the limit, keep the door shut, tell the manager and check nothing has thawed',
        { max: -18 },
      ),
    ]),
  ],
};
