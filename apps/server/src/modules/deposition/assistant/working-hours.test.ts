import { describe, expect, it } from 'vitest';
import { workingHours } from './working-hours.js';

const clocks = (q: string, a: string) => workingHours(q, a).map((v) => [v.range, `${Math.floor(v.clock! / 60)}:${String(v.clock! % 60).padStart(2, '0')}`]);

describe("the witness's usual working day", () => {
  it('reads a window of hours, the end after the start', () => {
    expect(clocks('What hours do you typically work?', 'Seven to three-thirty, days. Longer when there’s a release crunch.')).toEqual([['start', '7:00'], ['end', '15:30']]);
    expect(clocks('What shift are you on, generally?', 'Second shift, three to eleven. Always have been.')).toEqual([['start', '15:00'], ['end', '23:00']]);
    expect(clocks('What are your usual hours?', 'Eight to five, Monday through Friday.')).toEqual([['start', '8:00'], ['end', '17:00']]);
  });

  it('reads when the witness gets in and leaves, in their words', () => {
    expect(clocks('What does a normal workday look like for you, hours-wise?', 'I’m usually in by seven-thirty and out around six. Close weeks run later.')).toEqual([['start', '7:30'], ['end', '18:00']]);
    expect(clocks('So at eight o’clock on a Monday you’d usually be at your desk?', 'No, not usually. I don’t get in until ten on Mondays.')).toEqual([['start', '10:00']]);
    expect(clocks('On a normal day, what time do you get in, and when do you leave?', 'I come in around noon and I’m there till eight, nine at night.')).toEqual([['start', '12:00'], ['end', '20:00']]);
    expect(clocks('What time do you usually get to the office?', 'Around ten. I’ve never been a morning person.')).toEqual([['start', '10:00']]);
  });

  it('reads no habit into the time of one day, nor into another person’s hours', () => {
    expect(clocks('What time did you get in that morning?', 'Around ten.')).toEqual([]);
    expect(clocks('When did the driver start his route?', 'Six to two, that was his usual shift.')).toEqual([]);
    expect(clocks('How many trailers did you have?', 'Two to three, usually.')).toEqual([]);
  });
});
