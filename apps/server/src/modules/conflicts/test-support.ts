import type { CreatePartyRequest } from '@app/contract';

/**
 * A seeded set of parties and, for each kind of variant the matcher must survive, a name that
 * should find one of them — plus decoys that share a word or a surname and must not (integration
 * tests; the benchmark generates its own at scale).
 */
export const SEEDED_PARTIES: CreatePartyRequest[] = [
  { name: 'Castellan Logistics LLC', kind: 'organization', role: 'adverse_party', parent_name: 'Castellan Holdings Inc.' },
  { name: 'Raymond Voss', kind: 'person', role: 'witness' },
  { name: 'William Hartley', kind: 'person', role: 'adverse_party' },
  { name: 'José Álvarez Núñez', kind: 'person', role: 'adverse_party' },
  { name: 'Дмитрий Волков', kind: 'person', role: 'adverse_party' },
  { name: 'International Business Machines Corporation', kind: 'organization', role: 'adverse_party' },
  { name: 'Janet Kowalski', kind: 'person', role: 'adverse_party' },
  { name: 'Karl Schmidt', kind: 'person', role: 'opposing_counsel' },
  { name: 'Meridian Pharmaceuticals Corp.', kind: 'organization', role: 'adverse_party', former_names: ['Meridian Drug Company'] },
];

export const VARIANT_QUERIES: { name: string; kind: 'person' | 'organization'; finds: string; reason: string }[] = [
  { name: 'Castellan Logistics, L.L.C.', kind: 'organization', finds: 'Castellan Logistics LLC', reason: 'normalized' },
  { name: 'Voss, Raymond', kind: 'person', finds: 'Raymond Voss', reason: 'swapped' },
  { name: 'R. Voss', kind: 'person', finds: 'Raymond Voss', reason: 'initials' },
  { name: 'Bill Hartley', kind: 'person', finds: 'William Hartley', reason: 'nickname' },
  { name: 'Jose Alvarez Nunez', kind: 'person', finds: 'José Álvarez Núñez', reason: 'normalized' },
  { name: 'Dmitriy Volkov', kind: 'person', finds: 'Дмитрий Волков', reason: 'normalized' },
  { name: 'IBM', kind: 'organization', finds: 'International Business Machines Corporation', reason: 'acronym' },
  { name: 'Janet Kowalsky', kind: 'person', finds: 'Janet Kowalski', reason: 'typo' },
  { name: 'Jnaet Kowalsky', kind: 'person', finds: 'Janet Kowalski', reason: 'typo' },
  { name: 'Carl Smith', kind: 'person', finds: 'Karl Schmidt', reason: 'phonetic' },
  { name: 'Meridian Drug Co.', kind: 'organization', finds: 'Meridian Pharmaceuticals Corp.', reason: 'normalized' },
  { name: 'Castellan Holdings', kind: 'organization', finds: 'Castellan Logistics LLC', reason: 'family' },
];

export const DECOY_QUERIES: { name: string; kind: 'person' | 'organization' }[] = [
  { name: 'Rachel Voss', kind: 'person' },
  { name: 'Raymond Vasquez', kind: 'person' },
  { name: 'Northwind Logistics LLC', kind: 'organization' },
  { name: 'Janet Kowalczyk-Brown', kind: 'person' },
  { name: 'William Hart', kind: 'person' },
  { name: 'Business Machines Leasing Ltd', kind: 'organization' },
];
