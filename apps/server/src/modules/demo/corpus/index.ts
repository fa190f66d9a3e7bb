import { LAKESHORE } from './lakeshore.js';
import { MERIDIAN } from './meridian.js';
import { NORTHWIND } from './northwind.js';
import { OKAFOR } from './okafor.js';
import { RIVERA } from './rivera.js';
import { STERLING } from './sterling.js';
import { VANTAGE } from './vantage.js';
import { WHITFIELD } from './whitfield.js';
import type { MatterCorpus } from './types.js';

/** The demo firm's documents, by matter (most in the litigation matters). */
export const DEMO_CORPUS: MatterCorpus[] = [NORTHWIND, RIVERA, VANTAGE, LAKESHORE, OKAFOR, MERIDIAN, STERLING, WHITFIELD];
