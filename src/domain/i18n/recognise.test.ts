import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { recogniserOf } from './recognise';

const entries = {
  required: 'Store name is required',
  duplicate: 'Store with number {storeNumber} already exists',
  slowed:
    'Too many failed sign-in attempts for this account. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  shift: 'The {category, select, breakfast {breakfast} other {night}} shift is not enabled',
};

describe('recognising the entry behind an English text', () => {
  const recogniser = recogniserOf(
    new Map([
      [
        'rules-x',
        Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, compileMessage(v)])),
      ],
    ]),
  );

  it('a plain text by its words', () => {
    expect(recogniser.recognise('Store name is required')).toEqual({
      key: 'rules-x.required',
      values: {},
    });
  });

  it('a text with values, which it gives back', () => {
    expect(recogniser.recognise('Store with number 0042 already exists')).toEqual({
      key: 'rules-x.duplicate',
      values: { storeNumber: '0042' },
    });
    expect(
      recogniser.recognise(
        'Too many failed sign-in attempts for this account. Please wait 1 second and try again.',
      ),
    ).toEqual({ key: 'rules-x.slowed', values: { seconds: 1 } });
    expect(
      recogniser.recognise(
        'Too many failed sign-in attempts for this account. Please wait 45 seconds and try again.',
      )?.values,
    ).toEqual({ seconds: 45 });
    expect(recogniser.recognise('The breakfast shift is not enabled')?.values).toEqual({
      category: 'breakfast',
    });
  });

  it('nothing for a text no entry writes', () => {
    expect(recogniser.recognise('Something else entirely')).toBeUndefined();
    expect(recogniser.recognise('Store name is required!')).toBeUndefined();
  });
});

describe('texts that differ only in their values', () => {
  const recogniser = recogniserOf(
    new Map([
      [
        'rules-x',
        {
          checklists: compileMessage(
            'This store still has {checklists, plural, one {{checklists} checklist} other {{checklists} checklists}}. Move or delete them first.',
          ),
          both: compileMessage(
            'This store still has {users, plural, one {{users} user} other {{users} users}} and {checklists, plural, one {{checklists} checklist} other {{checklists} checklists}}. Move or delete them first.',
          ),
        },
      ],
    ]),
  );

  it('are told apart by their words, the counts coming back as numbers', () => {
    expect(
      recogniser.recognise(
        'This store still has 2 users and 1 checklist. Move or delete them first.',
      ),
    ).toEqual({ key: 'rules-x.both', values: { users: 2, checklists: 1 } });
    expect(
      recogniser.recognise('This store still has 3 checklists. Move or delete them first.'),
    ).toEqual({ key: 'rules-x.checklists', values: { checklists: 3 } });
  });
});
