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
} from './builders';

// ---------------------------------------------------------------------------
// Overnight (default 00:00–05:00, optional): drive-thru-only trading, overnight
// delivery, deep cleans, lone-working and set-up for breakfast.
// ---------------------------------------------------------------------------

export const OVERNIGHT_TEMPLATE: DefaultTemplate = {
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
        'Probe thermometer clean and working',
        'Wiped with a probe wipe before each use; if it reads wrong in iced water, use the spare and tell the manager',
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
      temperature(
        'Cooked product core temperature',
        'Probe beef and chicken in the thickest part at least once during the shift; if under the limit, keep cooking and probe again',
        { min: 75 },
      ),
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
      temperature(
        'Chilled delivery temperature',
        'Probe between two packs from the middle of the chilled load on arrival; if over the limit, reject the product and note it on the delivery note',
        { max: 5 },
        { naAllowed: true },
      ),
      temperature(
        'Frozen delivery temperature',
        'Probe between two packs from the middle of the frozen load on arrival; if over the limit, reject the product and note it on the delivery note',
        { max: -15 },
        { naAllowed: true },
      ),
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
        'Dirty cloths removed for washing',
        'Used cloths bagged for the laundry; fresh cloths put out for the next shift',
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
      [
        'Product stored, covered and labelled for the next shift',
        'Out-of-date or unlabelled product discarded and recorded as waste',
      ],
      ['Waste recorded on the waste sheet — causes noted'],
      ['Breakfast product thawed and ready for opening', 'Thaw labels completed with use-by times'],
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
