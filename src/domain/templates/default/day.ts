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
// Day (default 11:00–17:00): lunch peak and the afternoon.
// ---------------------------------------------------------------------------

export const DAY_TEMPLATE: DefaultTemplate = {
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
      temperature(
        'Hot-holding cabinet temperature',
        'Probe a product in the middle of its tray once it has held for 10 minutes; if under the limit, discard it and report the cabinet',
        { min: 63 },
      ),
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
      temperature(
        'Cooked product core temperature',
        'Probe beef and chicken in the thickest part at least once an hour over the peak; if under the limit, keep cooking and probe again',
        { min: 75 },
      ),
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
      temperature(
        'Dishwasher final rinse temperature',
        'Read the gauge during the final rinse of a cycle; if under the limit, wash and sanitise utensils in the sink and report the dishwasher',
        { min: 82 },
      ),
      [
        'Salad and sauce prep area clean; prepped product labelled with use-by times',
        'Prep boards colour-coded and sanitised between tasks',
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
