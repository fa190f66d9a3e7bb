import { describe, expect, it } from 'vitest';
import { extractNames } from './names.js';

describe('extractNames', () => {
  it('finds organisations by suffix, people by title and e-mail header, and places', () => {
    const found = extractNames(
      'From: Elena Ruiz <eruiz@northwind.example>\n\nPlaintiff Northwind Freight Inc. sued Castellan Logistics LLC in Allentown, Pennsylvania. Mr. Voss instructed Karen Liu to move the trailers. Judge Jesse M. Furman presides.',
    );
    const by = (type: string) => found.filter((f) => f.type === type).map((f) => f.value);
    expect(by('organization')).toEqual(expect.arrayContaining(['Northwind Freight Inc.', 'Castellan Logistics LLC']));
    expect(by('person')).toEqual(expect.arrayContaining(['Elena Ruiz', 'Voss', 'Karen Liu', 'Jesse M. Furman']));
    expect(by('place').join(' ')).toContain('Allentown');
  });
});
