import { describe, expect, it } from 'vitest';
import { ACTION_MESSAGES } from '../actions/messages';
import { DEFAULT_SHIFT_SETTINGS } from '../shifts';
import {
  createStoreBodySchema,
  shiftSettingsBodySchema,
  storeFormSchema,
  updateStoreBodySchema,
} from './api';
import { STORE_MESSAGES, duplicateStoreNumberMessage, storeNotEmptyMessage } from './messages';
import { matchesStoreSearch } from './search';
import { canonicalTimeZone, timeZoneOptions } from './time-zones';

const settings = (overnight: { enabled: boolean; startTime: string; endTime: string }) => ({
  ...DEFAULT_SHIFT_SETTINGS,
  overnight,
});
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the store form schema', () => {
  const valid = {
    name: '  High Street ',
    storeNumber: ' 228 ',
    timezone: 'Europe/London',
    locale: null,
    deliveryService: '',
    clock: null,
    temperatureUnit: 'C',
    leadersSignOff: false,
    shiftSettings: DEFAULT_SHIFT_SETTINGS,
    actionDueMinutes: null,
  };

  it('trims name and number', () => {
    const parsed = storeFormSchema().parse(valid);
    expect(parsed.name).toBe('High Street');
    expect(parsed.storeNumber).toBe('228');
  });

  it('requires a name and a number, trimmed', () => {
    const result = storeFormSchema().safeParse({ ...valid, name: '   ', storeNumber: ' ' });
    expect(messagesOf(result)).toEqual([
      STORE_MESSAGES.nameRequired,
      STORE_MESSAGES.numberRequired,
    ]);
  });

  it('wants digits in a new number, but lets an edit keep the number the store had', () => {
    expect(messagesOf(storeFormSchema().safeParse({ ...valid, storeNumber: 'MCD002' }))).toEqual([
      STORE_MESSAGES.numberNotNumeric,
    ]);
    expect(storeFormSchema('MCD001').safeParse({ ...valid, storeNumber: 'MCD001' }).success).toBe(
      true,
    );
  });

  it('accepts unicode names and refuses unknown time zones', () => {
    expect(storeFormSchema().safeParse({ ...valid, name: 'Zürich Hauptbahnhof 駅' }).success).toBe(
      true,
    );
    expect(messagesOf(storeFormSchema().safeParse({ ...valid, timezone: 'Mars/Olympus' }))).toEqual(
      [STORE_MESSAGES.timeZoneInvalid],
    );
  });

  it('takes action due times in whole minutes from 5 minutes to 14 days, or none', () => {
    const own = { A: 15, B: 45, C: 240, D: 20160 };
    expect(storeFormSchema().parse({ ...valid, actionDueMinutes: own }).actionDueMinutes).toEqual(
      own,
    );
    for (const bad of [4, 20161, 30.5, Number.NaN]) {
      const result = storeFormSchema().safeParse({
        ...valid,
        actionDueMinutes: { ...own, C: bad },
      });
      expect(messagesOf(result), String(bad)).toEqual([ACTION_MESSAGES.dueMinutesInvalid]);
    }
    const missing = updateStoreBodySchema.safeParse({ ...valid, actionDueMinutes: { A: 30 } });
    expect(messagesOf(missing)).toEqual(Array(3).fill(ACTION_MESSAGES.dueMinutesInvalid));
    const absent = updateStoreBodySchema.parse({ ...valid, actionDueMinutes: undefined });
    expect(absent.actionDueMinutes).toBeUndefined();
  });

  it('lets the API leave out time zone, language and shifts on create', () => {
    expect(createStoreBodySchema.parse({ name: 'A', storeNumber: '1' })).toEqual({
      name: 'A',
      storeNumber: '1',
    });
  });

  it('takes a delivery service trimmed (blank: none) and a 12 or 24 hour clock or none', () => {
    expect(storeFormSchema().parse(valid)).toMatchObject({ deliveryService: null, clock: null });
    const named = storeFormSchema().parse({
      ...valid,
      deliveryService: ' Uber Eats ',
      clock: '12h',
    });
    expect(named).toMatchObject({ deliveryService: 'Uber Eats', clock: '12h' });
    const long = storeFormSchema().safeParse({ ...valid, deliveryService: 'x'.repeat(41) });
    expect(messagesOf(long)).toEqual([STORE_MESSAGES.deliveryServiceTooLong]);
    expect(storeFormSchema().safeParse({ ...valid, clock: '13h' }).success).toBe(false);
    const { deliveryService: _name, clock: _clock, ...without } = valid;
    const edit = updateStoreBodySchema.parse(without);
    expect('deliveryService' in edit || 'clock' in edit).toBe(false);
  });

  it('takes temperatures in °C or °F, and leaves the unit out of an edit that does not give one', () => {
    expect(storeFormSchema().parse({ ...valid, temperatureUnit: 'F' }).temperatureUnit).toBe('F');
    expect(storeFormSchema().safeParse({ ...valid, temperatureUnit: 'K' }).success).toBe(false);
    const { temperatureUnit: _unit, ...without } = valid;
    expect('temperatureUnit' in updateStoreBodySchema.parse(without)).toBe(false);
    expect(createStoreBodySchema.parse(without).temperatureUnit).toBeUndefined();
  });

  it('takes a shipped language or none, and leaves it out of an edit that does not give one', () => {
    expect(storeFormSchema().parse({ ...valid, locale: 'pt-BR' }).locale).toBe('pt-BR');
    expect(storeFormSchema().parse(valid).locale).toBeNull();
    for (const locale of ['de', 'EN-gb', 'es-MX', '', 42]) {
      expect(storeFormSchema().safeParse({ ...valid, locale }).success, String(locale)).toBe(false);
      expect(createStoreBodySchema.safeParse({ ...valid, locale }).success).toBe(false);
    }
    // A form must say (none is null), an API edit may leave it as it is.
    expect(storeFormSchema().safeParse({ ...valid, locale: undefined }).success).toBe(false);
    const { locale: _left, ...withoutLocale } = valid;
    expect('locale' in updateStoreBodySchema.parse(withoutLocale)).toBe(false);
    expect(updateStoreBodySchema.parse({ ...valid, locale: 'ar' }).locale).toBe('ar');
  });
});

describe('shift settings', () => {
  const parse = (overnight: Parameters<typeof settings>[0]) =>
    shiftSettingsBodySchema.safeParse({ shiftSettings: settings(overnight) });

  it('needs both times for an enabled overnight shift', () => {
    const result = parse({ enabled: true, startTime: '', endTime: '05:00' });
    expect(messagesOf(result)).toEqual([STORE_MESSAGES.overnightTimesRequired]);
    expect(result.error?.issues[0]?.path).toEqual(['shiftSettings', 'overnight', 'startTime']);
  });

  it('refuses an overnight shift that starts when it ends', () => {
    expect(messagesOf(parse({ enabled: true, startTime: '23:00', endTime: '23:00' }))).toEqual([
      STORE_MESSAGES.overnightSameTimes,
    ]);
  });

  it('checks HH:MM of enabled shifts and resets the hidden times of disabled ones', () => {
    expect(messagesOf(parse({ enabled: true, startTime: '25:00', endTime: '05:00' }))).toEqual([
      STORE_MESSAGES.timeFormat,
    ]);
    const parsed = parse({ enabled: false, startTime: '', endTime: 'x' });
    expect(parsed.data?.shiftSettings.overnight).toEqual(DEFAULT_SHIFT_SETTINGS.overnight);
  });

  it('accepts an overnight shift across midnight', () => {
    const parsed = parse({ enabled: true, startTime: '23:00', endTime: '05:00' });
    expect(parsed.data?.shiftSettings.overnight).toEqual({
      enabled: true,
      startTime: '23:00',
      endTime: '05:00',
    });
  });
});

describe('store messages, search and time zones', () => {
  it('says what a store still has', () => {
    expect(storeNotEmptyMessage({ users: 3, checklists: 41 })).toBe(
      'This store still has 3 users and 41 checklists. Move or delete them first.',
    );
    expect(storeNotEmptyMessage({ users: 1, checklists: 0 })).toBe(
      'This store still has 1 user. Move or delete them first.',
    );
    expect(duplicateStoreNumberMessage('228')).toBe('Store with number 228 already exists');
  });

  it('matches name or number anywhere, in any case', () => {
    const store = { name: 'High Street', storeNumber: '228' };
    expect(matchesStoreSearch(store, 'STREET')).toBe(true);
    expect(matchesStoreSearch(store, '22')).toBe(true);
    expect(matchesStoreSearch(store, ' ')).toBe(true);
    expect(matchesStoreSearch(store, 'river')).toBe(false);
  });

  it('names zones canonically and always offers UTC and the current zone', () => {
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    const options = timeZoneOptions('Etc/GMT+5');
    expect(options).toContain('UTC');
    expect(options).toContain('Etc/GMT+5');
    expect(options).toContain('America/New_York');
  });
});
