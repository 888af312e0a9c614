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
// Night (default 17:00–00:00): dinner peak, late-night security, closing and
// the cleaning hand-over.
// ---------------------------------------------------------------------------

export const NIGHT_TEMPLATE: DefaultTemplate = {
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
      temperature(
        'Hot-holding cabinet temperature',
        'Probe a product in the middle of its tray once it has held for 10 minutes; if under the limit, discard it and report the cabinet',
        { min: 63 },
      ),
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
      temperature(
        'Cooked product core temperature',
        'Probe beef and chicken in the thickest part at least once an hour over the peak; if under the limit, keep cooking and probe again',
        { min: 75 },
      ),
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
      yesNo(
        'Back room tidy and pest-free — chemicals stored away from food',
        'Report any signs of pests to the manager and log them for the pest contractor',
        'no',
        { photoOnFail: true },
      ),
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
        'Dirty cloths removed for washing',
        'Used cloths bagged for the laundry; fresh cloths put out for the next shift',
      ],
      [
        'Kitchen bins emptied, cleaned and relined',
        'Waste taken out in pairs; bins and lids washed inside and out before fresh bags go in',
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
      temperature(
        'Walk-in chiller temperature at close',
        'Probe a product on a middle shelf, not the air by the door; if over the limit, tell the manager and move high-risk food to another chiller',
        { max: 5 },
      ),
      temperature(
        'Walk-in freezer temperature at close',
        'Probe between two packs on a middle shelf; if over the limit, keep the door shut, tell the manager and check nothing has thawed',
        { max: -18 },
      ),
    ]),
  ],
};
