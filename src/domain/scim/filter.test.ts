import { describe, expect, it } from 'vitest';
import { parseScimFilter } from './filter';

describe('SCIM filters', () => {
  it('reads the equality filters an identity provider looks people up with', () => {
    expect(parseScimFilter('userName eq "jamie@example.com"')).toEqual({
      attribute: 'userName',
      value: 'jamie@example.com',
    });
    expect(parseScimFilter('  USERNAME EQ "a\\"b@example.com"  ')).toEqual({
      attribute: 'userName',
      value: 'a"b@example.com',
    });
    expect(parseScimFilter('externalId eq "00u1abc"')).toEqual({
      attribute: 'externalId',
      value: '00u1abc',
    });
    expect(
      parseScimFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "x@example.com"'),
    ).toEqual({ attribute: 'userName', value: 'x@example.com' });
  });

  it('refuses every other filter', () => {
    for (const filter of [
      '',
      'userName',
      'userName co "jamie"',
      'userName eq jamie',
      'userName eq "a" and active eq true',
      'displayName eq "Jamie"',
      'active eq true',
      'emails[type eq "work"].value eq "x"',
      'userName eq "unterminated',
      'userName eq "a\\u0000b@example.com"',
    ]) {
      expect(parseScimFilter(filter), filter).toBeNull();
    }
  });
});
