import { describe, expect, it } from 'vitest';
import { ADDRESS_ASKED, addressesAgree, addressRole, findStreetAddresses } from './addresses.js';

const one = (text: string) => {
  const [a] = findStreetAddresses(text);
  if (!a) throw new Error(`no address in ${text}`);
  return a;
};

describe('street addresses, as said and as written', () => {
  it('reads the number, the street, its kind and the town', () => {
    expect(one('Grace Okafor, 214 Lefferts Avenue, Apt. 3R, Brooklyn, New York 11225.')).toMatchObject({ number: '214', street: 'lefferts', suffix: 'avenue', town: 'brooklyn' });
    expect(one('40 Bayview Avenue, Port Washington.')).toMatchObject({ number: '40', street: 'bayview', town: 'port washington', quote: '40 Bayview Avenue, Port Washington' });
  });

  it('reads house numbers said in words', () => {
    expect(one('Two-fourteen Lefferts Avenue, apartment 3R. In Brooklyn.')).toMatchObject({ number: '214', street: 'lefferts', town: null });
    expect(one("And it's addressed to Dr. Prescott at eighteen hundred Centennial Parkway?")).toMatchObject({ number: '1800', street: 'centennial', suffix: 'parkway' });
    expect(one('Commercial Property Claims  |  One Granite Place, Concord, NH 03301')).toMatchObject({ number: '1', street: 'granite', suffix: 'place', town: 'concord' });
  });

  it('leaves out the words before a street, and reads ordinals alike', () => {
    expect(one('Still Allentown. The Industrial Parkway building, third floor.')).toMatchObject({ street: 'industrial', number: null });
    expect(one('Brooklyn Methodist, on Sixth Street.').street).toBe(one('400 6th Street').street);
  });

  it('finds no address in a place without a street', () => {
    expect(findStreetAddresses("Rogers Avenue, I think — my sister's place.")).toHaveLength(1);
    expect(findStreetAddresses('Port Jefferson, out on the North Shore.')).toHaveLength(0);
    expect(findStreetAddresses('my sister’s place in Brooklyn')).toHaveLength(0);
  });

  it('agrees on the same street, number and town, and not on another of any', () => {
    const written = one('40 Bayview Avenue, Port Jefferson, NY 11777');
    expect(addressesAgree(one('40 Bayview Avenue, Port Washington.'), written)).toBe(false);
    expect(addressesAgree(one('Forty Bayview Avenue.'), written)).toBe(true);
    expect(addressesAgree(one('Fifty Bayview Avenue.'), written)).toBe(false);
    expect(addressesAgree(one('Rogers Avenue, I think.'), one('214 Lefferts Avenue, Brooklyn'))).toBe(false);
  });

  it('tells a letter\'s recipient asked from its sender', () => {
    expect(addressRole('Looking at the letter itself, to what address did you send it?')).toBe('recipient');
    expect(addressRole('And according to your letterhead, in which city is the claims office?')).toBe('sender');
    expect(addressRole('What address does it give for you?')).toBeNull();
  });

  it('reads a house number said by its figures, Broadway, and an avenue named after its kind', () => {
    expect(one('Over at six twenty-two Hollis Street in Dorchester.')).toMatchObject({ number: '622', street: 'hollis', suffix: 'street' });
    expect(one('Four Broadway, I believe.')).toMatchObject({ number: '4', street: 'broadway' });
    expect(one('One Broadway, New York')).toMatchObject({ number: '1', street: 'broadway', town: 'new york' });
    expect(one('1500 Avenue of the Americas, New York, NY 10019')).toMatchObject({ number: '1500', street: 'of the americas', suffix: 'avenue', town: 'new york' });
    expect(addressesAgree(one('Two Broadway.'), one('2 Broadway, New York, NY 10004'))).toBe(true);
    expect(addressesAgree(one('Twelve hundred Avenue of the Americas.'), one('1200 Avenue of the Americas, New York'))).toBe(true);
    expect(ADDRESS_ASKED.test("What's the street number on Centennial Parkway?")).toBe(true);
  });
});
