import { describe, expect, it } from 'vitest';
import { questionType } from './claims.js';
import { answersAfterQualifier, detectEvasion } from './evasion.js';
import { currentTopic, touches } from './topics.js';

const evasion = (q: string, a: string, hasClaims = false) => detectEvasion(q, a, questionType(q), hasClaims);

describe('evasion', () => {
  it('catches lack of recall, lack of knowledge and deferrals', () => {
    expect(evasion('Did you tell her to keep it off the report?', "I don't recall.")?.kind).toBe('no_recall');
    expect(evasion('Did you tell her?', 'I do not remember that conversation.')?.kind).toBe('no_recall');
    expect(evasion('Did you get a rate confirmation?', "Not that I'm aware of.")?.kind).toBe('no_knowledge');
    // "Put it to work" is using the equipment, not putting the question to someone else.
    expect(evasion('Could the tenant store its own goods there?', 'If the bays sat empty we could put it to work.')).toBeNull();
    expect(evasion('Who approved it?', "You'd have to put that to the controller.")?.kind).toBe('deferral');
    expect(evasion('Who made it?', "I'm not sure.")?.kind).toBe('no_knowledge');
    expect(evasion('What was the rate?', "I'd have to check the rate file.")?.kind).toBe('deferral');
    expect(evasion('Did it comply?', 'The letter speaks for itself.')?.kind).toBe('deferral');
  });

  it('catches a question answered with a question, and an answer that does not give what was asked', () => {
    expect(evasion('How much were the storage charges?', 'Why would I know what their storage costs were?')?.kind).toBe('question_back');
    expect(evasion('When did you first learn of the objection?', 'Well, it was complicated with everyone involved.')?.kind).toBe('non_responsive');
  });

  it('catches a softener followed by nothing of what was asked, and a figure not in one\'s head', () => {
    expect(evasion("What was the landlord's rental income from the site?", "That's a fair question. The site was one of our best for years.")?.kind).toBe('non_responsive');
    expect(evasion('What did you tell the tenant?', "That's a fair question. It was a very long week for all of us.")?.kind).toBe('non_responsive');
    // (A softener before an answer is an answer.)
    expect(evasion('Why did you sign it?', "That's a fair question. I signed it because the manager asked me to.")).toBeNull();
    expect(evasion('What was the policy number?', "I wouldn't have that in my head. It's on the declarations page.")?.kind).toBe('no_recall');
    // A figure read off the page in words, though no reader takes it, gives a sum; a schedule asks when.
    expect(evasion('What was the claim value?', 'Thirty-one seven seventy-five fifty.')).toBeNull();
    expect(evasion('What is your payment run schedule?', 'Every Thursday. We close the month on the fifth business day.')).toBeNull();
  });

  it('leaves real answers alone, short or not', () => {
    expect(evasion('What was your title?', 'Director of Capacity Planning.')).toBeNull();
    expect(evasion('When did Castellan receive it?', 'On October 30, 2023.', true)).toBeNull();
    expect(evasion('When did it arrive?', 'The week after we moved the trailers.')).toBeNull();
    expect(evasion('Did Castellan ask for consent?', 'No.')).toBeNull();
    expect(evasion('How many trailers were in the pool?', 'Forty-six.')).toBeNull();
  });
});

describe('evasions in more words (the thirty-first round)', () => {
  it('reads a refusal said as declining or passing, and a question handed to someone else as "one for" them', () => {
    expect(evasion('What did your sister say about the sale?', 'I’m going to decline to get into family conversations.')).not.toBeNull();
    expect(evasion('Was the manager ever warned?', 'I’ll have to pass on that one.')).not.toBeNull();
    expect(evasion('Was the deposit ever returned?', 'That one’s for the landlord’s people.')?.kind).toBe('deferral');
    expect(evasion('Has the contractor been paid?', 'That’s one for Marcus. Payments aren’t my area.')?.kind).toBe('deferral');
    expect(evasion('Did the lease allow subletting?', 'I’d leave the lease side to the lawyers.')?.kind).toBe('deferral');
    // ("I passed it along to legal" answers; it hands nothing back.)
    expect(evasion('Did you send the notice on?', 'Yes, I passed it along to legal the same day.')).toBeNull();
    expect(evasion('What will you do with the report?', 'I’ll pass it along to the auditors this week.')).toBeNull();
  });

  it('reads a question thrown back with its restatement, and times of day in the plural where a person was asked', () => {
    expect(evasion('Did you ever tell the buyer the roof leaked?', 'Tell them what, that old roofs leak? Everybody knows that.')?.kind).toBe('question_back');
    expect(evasion('Who at the bank did you deal with?', 'Mostly in the afternoons, by phone.')?.kind).toBe('non_responsive');
  });

  it('reads a question handed to a department or a trade, and what was done since in place of what was done then', () => {
    expect(evasion('Did the tenant sign a release?', 'That would be a leasing question. Those go through the property office.')?.kind).toBe('deferral');
    expect(evasion('Was the policy ever cancelled?', 'That’s one for the brokers, really.')?.kind).toBe('deferral');
    expect(evasion('Has the insurer paid the claim?', 'That’s for the adjusters. I’m not in that loop.')?.kind).toBe('deferral');
    // (A remark on the question is not handing it on.)
    expect(evasion('Why was the rate raised?', 'That’s a fair question, and the answer is fuel.')?.kind).not.toBe('deferral');
    expect(evasion('Did anyone check the alarm logs that week?', 'We’ve since switched to a monitored system for every site.')?.kind).toBe('non_responsive');
    expect(evasion('Did the roof leak before the storm?', 'No. We’ve since replaced it anyway.')).toBeNull();
  });
});

describe('outline topics', () => {
  const outline = [
    { id: 't1', title: 'Notice of breach', covered: false, evasions: 0 },
    { id: 't2', title: 'Unpaid invoices', covered: false, evasions: 0 },
  ];
  it('is covered once a question touches it', () => {
    expect(touches(outline[0]!, 'When did you receive the notice of breach?')).toBe(true);
    expect(touches(outline[1]!, 'When did you receive the notice of breach?')).toBe(false);
    expect(touches(outline[1]!, 'Which invoices were unpaid?')).toBe(true);
  });
  it('the current topic follows the latest questions and stays when none matches', () => {
    expect(currentTopic(outline, ['When did you get the notice of breach?'], null)).toBe('t1');
    expect(currentTopic(outline, ['When did you get the notice?', 'How much was invoiced and unpaid?'], 't1')).toBe('t2');
    expect(currentTopic(outline, ['What is your title?'], 't2')).toBe('t2');
  });
});

describe('evasions on another matter', () => {
  it('reads refusals, a time where a place was asked, and leaves "did you know?" answered by "I didn\u2019t know"', () => {
    expect(evasion('Did you give him the names?', "I'd rather not get into who I named.")?.kind).toBe('non_responsive');
    expect(evasion('Did you keep notes?', "I'm not comfortable answering that without talking to counsel.")?.kind).toBe('non_responsive');
    expect(evasion('Where were you when you learned of it?', 'That would have been the first week of August.')?.kind).toBe('non_responsive');
    expect(evasion('Before the meeting, did you know he had raised this with the front office?', "No, I didn't know that.")).toBeNull();
    expect(evasion('Did the payroll team fix the punches?', "I don't know.")?.kind).toBe('no_knowledge');
    // People named by their work answer a who-question.
    expect(evasion('Who did he say was doing the editing?', 'The property managers, after payroll had locked.')).toBeNull();
  });
});

describe('evasions on a third matter', () => {
  it('reads a time of day as a when-answer, an instruction not to answer as a refusal, and an answer given before a hedge', () => {
    expect(evasion('At what time of day did coverage begin?', 'At noon, standard time at the insured location.')).toBeNull();
    expect(evasion('What reserve did you set on this claim?', "I've been instructed not to answer questions about reserves.")?.kind).toBe('non_responsive');
    expect(evasion('Did you review it before you wrote the denial?', "I looked at it, yes. I can't say I went through every line.")).toBeNull();
    expect(evasion('Did you review it before you wrote the denial?', "I can't say.")?.kind).toBe('no_knowledge');
  });
});

describe('evasions in a regulatory and an injury matter', () => {
  it('reads a clock time in words, "twice" as a count and "mine" as who; a refusal on counsel\u2019s instruction, and "if that\u2019s what it says" as a deferral', () => {
    expect(evasion('And when did the door close on you, roughly?', 'Eight-forty, eight-forty-five. Somewhere in there.')).toBeNull();
    expect(evasion('Before that day, how many times had you ridden the route?', 'Hardly ever. Maybe twice before.')).toBeNull();
    expect(evasion('Who owns the corrective action for the recall?', "That one's mine as well.")).toBeNull();
    expect(evasion('Who owns the corrective action for the recall?', 'It was discussed at length.')?.kind).toBe('non_responsive');
    expect(evasion('What did your lawyer tell you about the draft?', "I'm going to follow my counsel's instruction and not answer that.")?.kind).toBe('non_responsive');
    expect(evasion('The report says the bus moved fifteen feet. Is that true?', "If that's what it says... It felt a lot longer to me.")?.kind).toBe('deferral');
    expect(evasion('The report says the bus moved fifteen feet. Is that true?', 'Yes, that is what it says and it is right.')).toBeNull();
  });
});

describe('a when-question answered with the act retold and no time', () => {
  it('reads the act retold as no answer, and a denial that it happened or a time as answers', () => {
    expect(evasion('When did you first open the invoice?', 'I opened it carefully and went through it with my supervisor.')?.kind).toBe('non_responsive');
    expect(evasion('When did you first open the invoice?', 'I never opened it.')).toBeNull();
    expect(evasion('When did you first open the invoice?', 'The morning it came in.')).toBeNull();
    expect(evasion('When did you first open the invoice?', 'I opened it right away.')).toBeNull();
    expect(evasion('When did you first open the invoice?', 'I opened it during the audit.')).toBeNull();
    // (An event is a time: "at the closing".)
    expect(evasion('When did you sign the lease?', 'I signed the lease at the closing.')).toBeNull();
  });
});

describe('evasions of the tenth development set\'s kinds', () => {
  it('reads policy said in place of the act asked as no answer', () => {
    expect(evasion('What did you personally do once the concerns reached you?', "We take every concern our people raise seriously. That's how I've always run the region.")?.kind).toBe('non_responsive');
    expect(evasion('Was any manager disciplined for editing the punches?', "Look, we hold our managers to a high standard, and when something isn't right, we deal with it.")?.kind).toBe('non_responsive');
    expect(evasion('Why was his role the one chosen?', 'I mean, there are a lot of factors in any restructuring, generally.')?.kind).toBe('non_responsive');
    // (The policy after the answer does not undo it.)
    expect(evasion('Was any manager disciplined?', 'Yes, two of them. We take these things seriously.', false)).toBeNull();
  });

  it('reads a referral to counsel, a retelling without the time asked, and a time to a choice as evasions', () => {
    expect(evasion('Who drafted it?', "I'd refer you to counsel on how that letter was put together.")?.kind).toBe('deferral');
    expect(evasion('What time of day was that meeting?', 'I met him in the small conference room at the Grand, handed him the letter, and walked him through the package.')?.kind).toBe('non_responsive');
    expect(evasion('Was it said in a meeting, or was it put in writing somewhere?', 'Early 2021, before anybody signed.')?.kind).toBe('non_responsive');
    expect(evasion('Was it said in a meeting, or was it put in writing somewhere?', 'In writing, in an e-mail.')).toBeNull();
  });

  it('reads "depending on how you count" granted before another sentence as neither yes nor no', () => {
    expect(evasion('Would you agree Castellan made more money with Tidewater?', "I suppose you could look at it that way, depending on how you count the empty miles. It's not as simple as the rate.")?.kind).toBe('non_responsive');
  });
});


describe('a softener with no answer in it, and the paper left to say what it says', () => {
  it('reads words only about the question or the witness\'s care as no answer', () => {
    expect(detectEvasion('Why did you install Dropbox on your work laptop?', "That's a fair question, and I want to be careful and accurate with you about it.", 'open', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Did you run it to cover your tracks?', 'Look, I understand how this looks from your side. I really do.', 'yes_no', false)?.kind).toBe('non_responsive');
    // (An answer after it answers.)
    expect(detectEvasion('Did you run it to cover your tracks?', "That's a fair question. No, I ran it because the disk was full.", 'yes_no', true)).toBeNull();
  });

  it('reads "the document says what it says" and reading it first with a lawyer as deferral', () => {
    expect(detectEvasion('What does the agreement say about inventions you worked on at home?', "The document says what it says. I'd want to read it with my lawyer before I characterize it.", 'open', false)?.kind).toBe('deferral');
  });

  it('reads a week where a person was asked as no answer', () => {
    expect(detectEvasion('Who else used that laptop during your last week?', 'That was the week of the twenty-second, my last full week in the office.', 'who', false)?.kind).toBe('non_responsive');
  });
});

describe('assent is no softener', () => {
  it('leaves "I do." and "Fair enough." as answers', () => {
    expect(detectEvasion('Do you understand you are still under oath?', 'I do.', 'yes_no', false)).toBeNull();
    expect(detectEvasion('Is that a fair summary?', 'Fair enough.', 'yes_no', false)).toBeNull();
  });
});

describe('a sum asked, the payment retold', () => {
  it('reads the act retold with no figure as no answer to how much, and a told-not-to as a refusal', () => {
    expect(evasion('What did the company pay the carrier in total for that year?', 'We paid them through the regular Thursday run, like every other carrier.')?.kind).toBe('non_responsive');
    // A figure, or a denial that anything was paid, answers it.
    expect(evasion('What did the company pay the carrier in total for that year?', 'About two million, through the regular run.')).toBeNull();
    expect(evasion('What did the company pay the carrier in total for that year?', "We didn't pay them anything that year.")).toBeNull();
    expect(evasion('Who decided to treat it as a breach?', "That came out of talks with our lawyers, and I've been told not to get into those.")?.kind).toBe('non_responsive');
    // That the figure moved, for the figure: no answer; the figure with it is one.
    expect(evasion('How many of the trailers came back before November 3?', "It moved around. It always moves around, maintenance, a driver calls out. It's not a number that sits still.")?.kind).toBe('non_responsive');
    expect(evasion('How many of the trailers came back before November 3?', 'It varied week to week, but about seventy.')).toBeNull();
    // The paper put back to the examiner; after a yes it is only a remark.
    expect(evasion('Was that report accurate?', "The report is what it is. It's in the production.")?.kind).toBe('non_responsive');
    expect(evasion('Was that report accurate?', 'Yes. The report is what it is, and it was right.')).toBeNull();
    // How things go, for whether the witness did it.
    expect(evasion('Did you personally have any contact with their dispatchers?', 'The way it works, their load requests come into our queue, a planner matches them to a unit, and the driver gets the dispatch.')?.kind).toBe('non_responsive');
    expect(evasion('Did you personally have any contact with their dispatchers?', 'No. The way it works, a planner deals with them.')).toBeNull();
    // Whom to ask is no answer to who; knowledge disclaimed is no answer.
    expect(evasion('Who made the decision to disable them?', "I couldn't tell you. That's a lab systems question. You'd have to ask IT or Ken Oduya's group.")?.kind).toBe('no_knowledge');
    expect(evasion('Who made the decision to disable them?', "I couldn't tell you the date. But Ken Oduya made it.", true)).toBeNull();
    expect(evasion('What were the ones still under review about?', "I don't have knowledge of the specifics of those.")?.kind).toBe('no_knowledge');
    // (Asked whether the witness has such knowledge, a no is the answer.)
    expect(evasion('Do you have any personal knowledge that anyone at Kessling opened those files?', "No, I don't have personal knowledge of that.")).toBeNull();
    // The file pointed at in place of the answer.
    expect(evasion('Was the response sent to FDA in that form on October 3?', "Whatever went to FDA is in the file. I'd point you to the submission itself.")).not.toBeNull();
    // The route such things take, for who took this one; a name with it answers.
    expect(evasion('Who made the decision to release it on retest?', 'Release decisions go through QA disposition. The batch record is reviewed and a QA approver signs the disposition.', true)?.kind).toBe('non_responsive');
    expect(evasion('Who made the decision to release it on retest?', 'Release decisions go through QA, and Dana Whitcombe signed this one.', true)).toBeNull();
    // Asked not to by counsel is told not to.
    expect(evasion('Did you help prepare that declaration?', "Whatever I discussed with counsel about that, I've been asked not to get into.")?.kind).toBe('non_responsive');
    expect(evasion('Did you help prepare that declaration?', 'Yes. Counsel asked me to check the dates, and I did.')).toBeNull();
  });
});

describe('non-answers in other words', () => {
  it('reads a retelling "at the stop" as no time, a pointer to the paper, praise for the question and "couldn\'t give you the number"', () => {
    expect(evasion('What time did the driver call it in?', 'He radioed it in, dispatch told him to hold at the stop, and a supervisor came out.')?.kind).toBe('non_responsive');
    // A time by the event it fell at still answers when.
    expect(evasion('When did you first raise it?', 'At the closing, with everyone in the room.')).toBeNull();
    expect(evasion('What does the report say about the rear door?', "It's all in the report. I'd rather you read it than have me paraphrase it.")?.kind).toBe('deferral');
    expect(evasion('Did the door sensor work that morning?', "That's a fair question, and it's one we looked at very carefully.")?.kind).toBe('non_responsive');
    expect(evasion('Which section covers door closing, then?', "Off the top of my head, I couldn't give you the number.")?.kind).toBe('no_knowledge');
  });
});

describe('non-answers a new witness gave', () => {
  it('reads "can\'t put a date on it", "runs together" and "not off the top of my head" as no recall', () => {
    expect(evasion('When did you first see it?', "You know, that whole spring kind of runs together for me. I can't put a date on it.")?.kind).toBe('no_recall');
    expect(evasion('What acceptance criterion did those lots meet?', 'Not off the top of my head, no.')?.kind).toBe('no_knowledge');
    expect(evasion('Are those deletions yours?', "I'd rather not speculate about whose they are until the review is done.")?.kind).toBe('no_knowledge');
  });

  it('reads a question put back first, and no answer after it, as a question back', () => {
    expect(evasion('Did anyone in the lab raise it before April?', 'Raise it to whom, though? Do you mean a formal deviation, or people grumbling at the bench?')?.kind).toBe('question_back');
    expect(evasion('Did anyone test the controls for salt water?', 'What difference would that make? It fails either way.')?.kind).toBe('question_back');
    expect(evasion('Do you know whether the water was salt or fresh?', "Have you ever stood in a warehouse in a storm like that? You can't tell what's what.")?.kind).toBe('question_back');
    // A question back, then the witness's own answer, answers.
    expect(evasion('Did you get the second letter?', 'Do you mean the one from March? I never saw it.')).toBeNull();
  });

  it('reads wanting to help and care over wording as a softener, and "she\'d have it" as deferral', () => {
    expect(evasion('Was anyone from the company present at the inspection?', 'Look, I want to help you here, I do, and I know this matters to both sides, so I want to be careful how I put it.')?.kind).toBe('non_responsive');
    expect(evasion('Do you know the figure?', 'Our bookkeeper keeps all of that. She would have it to the dollar.')?.kind).toBe('deferral');
  });

  it('reads a long answer with nothing of the count or time asked as talk around it', () => {
    expect(evasion('How many of those entries did you review yourself?', "Well, the way it works, the consultant pulls the records, matches each entry against the logbook, flags the ones with no fault entry, and sends those over to us for comment, and then we go back to the analyst if they're still here.")?.kind).toBe('non_responsive');
    expect(evasion('And when you left the yard that afternoon, what time was it?', 'We got the last of the boats doubled up, we checked the lines on the face dock, got the staff out of there, and I walked the yard one more time and locked up the office.')?.kind).toBe('non_responsive');
    // A short answer of the kind asked answers it; "mine" answers who; "an hour" answers how long.
    expect(evasion('How many of those entries did you review yourself?', 'About forty.')).toBeNull();
    expect(detectEvasion('Who owns it, and when is it due?', 'Mine again, due the fifteenth of November.', 'who', false)).toBeNull();
    expect(detectEvasion('How much time did she ask for?', 'An hour, on the Monday.', 'how_long', false)).toBeNull();
  });
});

describe('a hedge, then the value asked', () => {
  it('reads the value given after "but" or in the next sentence as an answer', () => {
    expect(evasion('How much did the test rig cost?', "I can't give you a number to the dollar, but the rig was a little under a million.", true)).toBeNull();
    expect(evasion('What time was the drive first connected?', "I'd have to check the log for the exact minute, but early evening. About twenty to seven.", true)).toBeNull();
    expect(evasion('Who drafted it?', 'You would have to ask counsel about their process, but Priya Natarajan prepared the draft.', true)).toBeNull();
    // Whom to ask, or a pronoun, after the hedge names no one.
    expect(evasion('Who came up with that estimate?', "You'd have to ask Dr. Marsh-Whitley's office.", true)?.kind).toBe('deferral');
    expect(evasion('Who signed that response?', "You'd have to ask regulatory affairs. They handled the transmittal.")?.kind).toBe('deferral');
  });

  it('reads a value said outright after the hedge as an answer, where no claim was read of it', () => {
    expect(detectEvasion('How long have you held that position?', "That's going back a ways now, but it was 2017.", 'how_long', false)).toBeNull();
    expect(detectEvasion('How many times have you met their CEO?', "I can't swear I remember every trade show, but twice that I know of.", 'how_many', false)).toBeNull();
    expect(detectEvasion("What's his title there?", "I don't know what he does day to day, but the title is Director of Motion Control.", 'open', false)).toBeNull();
    // The form of a time with no time in it stays a non-answer.
    expect(detectEvasion('When did the policy change?', "I don't know, but that was before my time.", 'when', false)?.kind).toBe('no_knowledge');
    expect(detectEvasion("What's his title there?", "I don't know, but you could ask him.", 'open', false)?.kind).toBe('no_knowledge');
  });

  it('reads "going back a ways", "I\'d be reconstructing", "zero visibility" and praise for the question as non-answers', () => {
    expect(evasion('When did you first interview him?', "Oh, that's going back a ways. We were hiring like crazy that whole year.")?.kind).toBe('no_recall');
    expect(evasion('Who else was on the panel?', "I'd be reconstructing if I gave you names.")?.kind).toBe('no_recall');
    expect(evasion('Who installed the client?', 'I have zero visibility into that.')?.kind).toBe('no_knowledge');
    expect(evasion('Did anyone tell IT to leave the laptop untouched?', "That's a really fair question, and I want to be careful to be fair to everyone involved here.")?.kind).toBe('non_responsive');
    expect(evasion('Did you tell anyone to preserve his email?', "I understand why you'd ask that, and I think it's an important thing to get right.")?.kind).toBe('non_responsive');
  });

  it('reads a place where a time was asked as no answer, and "twice" as a sum', () => {
    expect(evasion('When did you first see the findings?', "In the conference room at our outside counsel's office.")?.kind).toBe('non_responsive');
    expect(evasion('What exemplary damages does the complaint ask for?', 'Twice whatever the damages come to.')).toBeNull();
  });

  it('reads a qualified no as an answer, and a response time as how long', () => {
    // "Not directly from me" answers; what the witness is unsure of after it is another matter.
    expect(evasion('Did the tenant send the landlord anything else?', "Not directly from me. Our broker sent the photographs, or the lawyers did. I'm not sure which.")).toBeNull();
    expect(evasion('Did the tenant send the landlord anything else?', "Not that I recall. I'm not sure anyone did.")?.kind).toBe('no_recall');
    expect(questionType('What response time does the vendor promise?')).toBe('how_long');
    expect(questionType('What lead time did the supplier quote?')).toBe('how_long');
    expect(questionType('What time did the truck leave?')).toBe('when');
    expect(evasion('What response time does the vendor promise?', 'Under four hours.', true)).toBeNull();
  });

  it('reads a time given to a who-question as no answer, though a role noun qualifies a thing in it', () => {
    expect(evasion('Who told you she had resigned?', 'It was a Friday afternoon, right before our staff party.')?.kind).toBe('non_responsive');
    // A role noun standing for people, or a pronoun, answers who.
    expect(evasion('Who told you she had resigned?', 'On Friday, the staff told me.')).toBeNull();
    expect(evasion('Who told you she had resigned?', 'Friday morning, our office manager called.')).toBeNull();
  });

  it('reads hindsight or the rules recited, with no yes or no, as no answer to a yes/no question', () => {
    expect(evasion('Did the crew skip the pre-trip inspection that morning?', 'With hindsight, the checklist back then was less formal than it is now.')?.kind).toBe('non_responsive');
    expect(evasion('Did your supervisor tell you to leave the spill unreported?', 'Our safety procedures have always required every spill to be logged.')?.kind).toBe('non_responsive');
    // A yes or a no said with them answers.
    expect(evasion('Did the crew skip the pre-trip inspection that morning?', "No. Looking back, the checklist wasn't ideal, but they did it.")).toBeNull();
    expect(evasion('Did your supervisor tell you to leave the spill unreported?', 'Never. Our safety procedures have always required every spill to be logged.')).toBeNull();
  });

  it('reads a head count given to a who-question as no answer, and a name withheld as a refusal', () => {
    expect(evasion('Who at the auditor ran the fieldwork?', 'They sent three or four people for most of June.')?.kind).toBe('non_responsive');
    // A post first, a count after it, answers.
    expect(evasion('Who do you answer to?', 'The plant manager. I have six people under me.')).toBeNull();
    expect(evasion('Who was the driver that night?', "I'd rather not put his name on the record.")?.kind).toBe('non_responsive');
  });
});

describe('evasion: the twenty-sixth round', () => {
  it('reads a person given where a time was asked: a name is no month', () => {
    expect(evasion('When did you first learn that Mr. Rivera had gone to HR?', 'Janet Kowalski was the one who mentioned it.')?.kind).toBe('non_responsive');
    expect(evasion('When did you first learn that Mr. Rivera had gone to HR?', 'Janet mentioned it in June.')).toBeNull();
    expect(evasion('When did you first learn of it?', 'Jan. 12, when Janet told me.')).toBeNull();
  });

  it('reads a paper or a person said to know better as a deferral, and a date not pinned down as no recall', () => {
    expect(evasion('Did edits like these continue after the week ending June 18?', 'The Kronos audit trail would tell you that better than I can.')?.kind).toBe('deferral');
    expect(evasion('Do you remember what day that was?', "I couldn't pin it down for you. It's been a year and a half.")?.kind).toBe('no_recall');
    expect(evasion('Who approved the edits?', 'The GM approved them. The audit trail will show you that.', true)).toBeNull();
  });
});

describe('evasion: the twenty-seventh round', () => {
  it('reads what the witness can say, offered in place of what was asked, as no answer', () => {
    expect(evasion('Where is the backup drive today?', 'What I can tell you is that nine hundred files went through it.')?.kind).toBe('non_responsive');
    expect(evasion('Did you find any sign the files were opened on the new employer\'s network?', 'What I found is that the drive was in use from the 3rd through the 5th, and that matters.')?.kind).toBe('non_responsive');
    expect(evasion('Was the drive ever plugged into another computer?', 'What I can say is that it was in use on three days that week, which is not what you see with a backup.')?.kind).toBe('non_responsive');
    // With a yes or a no, or the thing asked, it answers.
    expect(evasion('Was the drive ever plugged into another computer?', 'What I can say is that no other computer shows it.')).toBeNull();
    expect(evasion('Where is the backup drive today?', 'What I can tell you is that it is in our evidence locker in Hackensack.', true)).toBeNull();
  });

  it('reads care about the answer, a distinction drawn and a question handed to the lawyers as non-answers', () => {
    expect(evasion('Were the files copied, or only opened?', "That's an important distinction, and I want to be precise about it, because people conflate the two.")?.kind).toBe('non_responsive');
    expect(evasion('Did you compare the synced files against the repository?', "Well, I'd like to answer that carefully, because there has been a lot of work since.")?.kind).toBe('non_responsive');
    expect(evasion('Does the agreement require a written certification?', "That's a contract question. I'd leave the agreement to the lawyers.")?.kind).toBe('deferral');
  });

  it('reads a clock time given to a who-question as an answer of another kind', () => {
    expect(evasion('Who ran the cleaner?', 'It ran at 22:14:05, per the prefetch file.')?.kind).toBe('non_responsive');
    expect(evasion('Who ran the cleaner?', 'Mr. Thorne ran it at 22:14.')).toBeNull();
  });

  it('reads "No, I can\'t say that" as the answer to "Can you say whether …?"', () => {
    expect(evasion('Can you say whether the account was one the company controls?', "No, I can't say that. It looked like a personal account.")).toBeNull();
    expect(evasion('Who controls the account?', "I can't say.")?.kind).toBe('no_knowledge');
  });
  it('reads a place named by its kind of building as an answer to where, and a count given there as none', () => {
    expect(evasion('Which building were those controls in?', "The ship's store, on the harbor side.")).toBeNull();
    expect(evasion('I take it you took moisture readings in the building. Where in the building did you take them?', 'About forty readings, I think, all told.')?.kind).toBe('non_responsive');
    expect(evasion('Where did you take them?', 'Room 214, about forty of them.')).toBeNull();
  });

  it('reads the paper said to speak for itself, and "I\'m not the engineer", as deferrals, but not before a yes or a no', () => {
    expect(evasion('Did the engineer take wind readings at the site?', "I'm not the engineer. The report speaks for itself.")?.kind).toBe('deferral');
    expect(evasion('Could an employee copy files to finish work at home?', "I'm not a lawyer, and people read these differently, but the way I read it, yes.")).toBeNull();
    expect(evasion('Did you speak with anyone at the carrier?', 'Well, there were a lot of calls that winter, with everybody.')?.kind).toBe('non_responsive');
  });

  it('reads a first sentence saying the act asked of part of it as an answer, the detail not known after it', () => {
    expect(evasion('Was the marina shut down entirely during October?', "The fuel dock and the service yard were shut. Some slip holders kept their boats in, but I couldn't tell you how many.")).toBeNull();
    expect(evasion('Did you tell him about the edits?', "The edits were a sensitive matter. I don't recall.")?.kind).toBe('no_recall');
    expect(evasion("You're not aware of any other cause of the shutdown?", "I'm not aware of one, no.")).toBeNull();
  });
  it('reads a story\'s "then" and "the first thing I saw" as no time given', () => {
    expect(evasion('What time did you get to the marina that morning?', 'I drove out from the office, parked by the fuel dock, and the first thing I saw was the canopy lying across the decking. Then I went straight into the service building.')?.kind).toBe('non_responsive');
    expect(evasion('When did you get there?', 'First thing in the morning.')).toBeNull();
    expect(evasion('When did you learn of it?', 'Back then, from the manager.')).toBeNull();
  });
  it('reads counsel\'s instruction in other words, a role, "you know how it is" and a pile of paper as non-answers', () => {
    expect(evasion('What did your lawyer tell you about the driver?', "My lawyer's told me not to talk about what we discussed, so I'm going to follow that.")?.kind).toBe('non_responsive');
    expect(evasion('Did you talk to anyone in legal about it?', "On my lawyer's instruction, I'm not answering that.")?.kind).toBe('non_responsive');
    expect(evasion('Did you ask him to bring it to you?', 'Look, drivers talk. You know how it is on a dock.')?.kind).toBe('non_responsive');
    expect(evasion('Did you ever read Article 14 before the suit?', "I've seen a lot of paperwork come across my desk over the years.")?.kind).toBe('non_responsive');
    expect(evasion('Was Northwind current on its invoices?', "With respect, that's a fair question, I just, I'm a dispatch guy.")?.kind).toBe('deferral');
    expect(evasion('Do you know the tracking number?', "I wouldn't have that. That'd be legal.")).not.toBeNull();
    expect(evasion('Did you look at the capacity reports yourself?', "Walt forwarded a lot of stuff. You'd have to go through his e-mails.")?.kind).toBe('deferral');
    // A role said on the way to the answer is not one in its place.
    expect(evasion('Who signed it?', "I'm just the dispatcher, I think it was Elena.")).toBeNull();
    expect(evasion('Did you review it?', "Yes, I'm just a dispatcher but I read it.")).toBeNull();
  });
  it('reads an answer sharing only the time a count was asked over as none', () => {
    expect(evasion('Let\'s go to September 2023. How many loads did Northwind tender that month?', "September's a funny month. Produce is winding down, the schools are back. It was a normal September.")?.kind).toBe('non_responsive');
    expect(evasion('How many loads did Northwind tender in September?', 'In September? Around four hundred.')).toBeNull();
  });
  it('reads following an instruction, not being supposed to, and a figure held back without a say-so as refusals', () => {
    expect(evasion('What did the adjuster recommend?', "MS. GRANT: Objection. Privileged. I instruct the witness not to answer. THE WITNESS: I'll follow her instruction.")?.kind).toBe('non_responsive');
    expect(evasion('Was there a settlement offer?', "I don't think I'm allowed to talk about that.")?.kind).toBe('non_responsive');
    expect(evasion('What was the reserve set at?', "I'd rather not give that figure without my manager's okay.")?.kind).toBe('non_responsive');
    expect(evasion('What was the reserve set at?', 'Eighty thousand, with my manager\'s okay.', true)).toBeNull();
  });
  it('reads the papers or another person named as where the answer is as deferrals', () => {
    expect(evasion('Was the crane inspected that spring?', "I'd have to go over the inspection binder. The logs would show it.")?.kind).toBe('deferral');
    // (What the papers show, said, is an answer: "would show that …" goes on to say it.)
    expect(evasion('Was the crane inspected that spring?', 'The logs would show that it was inspected in April by the state.')).toBeNull();
    expect(evasion('Is the driver named on the manifest?', "Probably. I'd need the manifest in front of me before I say.")?.kind).toBe('deferral');
    expect(evasion('What does the safety code require before a lift?', "You'd want a rigging engineer for that. I'm a scheduling person.")?.kind).toBe('deferral');
  });
  it('reads a softener, hard-to-characterize, a rule tried, a fix since and all kinds of reasons as no yes or no', () => {
    expect(evasion('Did the company get the letter that week?', "I'd like to give you a straight answer on that, I really would.")?.kind).toBe('non_responsive');
    expect(evasion('Did she say the brakes had failed?', "It's hard to characterize. I don't want to put words in her mouth.")?.kind).toBe('non_responsive');
    expect(evasion('Did you check the load sheets before they went out?', 'I try to check whatever lands on my desk, as best I can.')?.kind).toBe('non_responsive');
    expect(evasion('Did the crew skip the lockout step that night?', "The procedure's since been rewritten, and everyone's been retrained on it.")?.kind).toBe('non_responsive');
    expect(evasion('Did any of the alarms go off on your watch?', 'Alarms trip all the time, for all kinds of reasons.')?.kind).toBe('non_responsive');
    expect(evasion('Did you check the load sheets before they went out?', 'Yes. I try to check all of them.')).toBeNull();
  });
  it('reads a time to a who-question and a span of time to a where-question as another kind of answer', () => {
    expect(evasion('Who approved the transfer?', 'That was in the summer of 2022, after the audit.')?.kind).toBe('non_responsive');
    expect(evasion('Where were the backup tapes stored?', 'Oh, for years. Since before I started.')?.kind).toBe('non_responsive');
    expect(evasion('Where were the backup tapes stored?', 'In the vault at Secaucus, for years.')).toBeNull();
    // ("Early this year", "last fall": when, too; but a body that acted says who, whenever it adds.)
    expect(evasion('Who signed off on the settlement?', 'That happened after the mediation, sometime late last year.')?.kind).toBe('non_responsive');
    expect(evasion('Who signed off on the settlement?', 'The committee signed off on it last fall.')).toBeNull();
  });

  it('reads how such things usually go, a reason, or the protocol followed as no answer to what was asked', () => {
    // (Found on a set written blind: the usual routing for who, why for where, the protocol for whether.)
    expect(evasion('Who at the carrier sent you the file?', 'The way it usually works, files come in through our intake desk and get assigned to whoever is free.')?.kind).toBe('non_responsive');
    expect(evasion('Who at the carrier sent you the file?', 'Usually Joan Pratt does, and she did here.')).toBeNull();
    expect(evasion('Where in the warehouse was the mould?', 'Well, the reason we test the air is that surfaces get cleaned. People wipe things down within a day.')?.kind).toBe('non_responsive');
    expect(evasion('Did you sample the drywall?', 'We documented what we found, consistent with our standard protocol for mould claims.')?.kind).toBe('non_responsive');
    expect(evasion('Did you sample the drywall?', 'Yes, per our standard protocol, three cores from each wall.')).toBeNull();
  });
  it('reads what was done, told where what was said about a thing was asked, as no answer', () => {
    expect(evasion('What did the inspector tell you about the fire doors?', 'She walked the floor with me, looked at the sprinkler heads, took a few photos of the loading bay, checked the logbook and then went back to her car.')?.kind).toBe('non_responsive');
    expect(evasion('What did the inspector tell you about the fire doors?', 'She said two of the fire doors on the loading bay were propped open and had to be fixed by Friday.')).toBeNull();
    expect(evasion('What did the inspector tell you about the fire doors?', 'That the fire doors on the loading bay were propped open and would need new closers before the next visit.')).toBeNull();
  });
  it('reads "one way or the other" after a no-recall as leaving it open', () => {
    expect(answersAfterQualifier('Were you invited to that call?', 'Not that I can recall, one way or the other.', 'yes_no')).toBe(false);
  });
});

describe('what was said asked, what was done told', () => {
  it('reads a retelling of a meeting or a hand-over with no word of what anyone said as no answer', () => {
    expect(detectEvasion('What did he say when he handed it over?', 'He came down, we went through the checklist, I scanned the asset tag, he signed the form, and he left.', 'open', false)?.kind).toBe('non_responsive');
    // (A figure in the retelling says nothing of what was said.)
    expect(detectEvasion('What did he say to you, as best you can remember?', 'Well, it was right before graduation weekend and we were slammed. He came into the back office, we went over the weekend schedule, and we talked for maybe twenty minutes.', 'open', true)?.kind).toBe('non_responsive');
    expect(detectEvasion('What did the reports show for New Brunswick?', 'Well, I ran them, exported them to Excel, checked the date range, cleaned up the columns and sent them over to Janet.', 'open', false)?.kind).toBe('non_responsive');
    // (What was said, told: an answer.)
    expect(detectEvasion('What did he say when he handed it over?', 'He came down, we went through the checklist, and he told me the drive was at his house and he would bring it in.', 'open', false)).toBeNull();
    // (What a paper showed, given as a figure: an answer.)
    expect(detectEvasion('What did the reports show for New Brunswick?', 'Forty-one edits after the lock over those three weeks, most of them on Monday mornings by the property manager.', 'open', true)).toBeNull();
  });
});

describe('a time where a person was asked', () => {
  it('reads the person of a clause that only says when as no answer to who', () => {
    expect(detectEvasion('Who told you he’d gone to Kessling?', 'Middle of August, right around when he started.', 'who', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Who set up the manager profiles to allow edits after the lock?', 'Back in twenty-nineteen, when we went to version eight.', 'who', false)?.kind).toBe('non_responsive');
    // (A person said outside the time's clause answers.)
    expect(detectEvasion('Who told you he’d gone to Kessling?', 'His old manager did, in the middle of August, right around when he started.', 'who', false)).toBeNull();
  });
});

describe('how hard the time was, in place of an answer', () => {
  it('reads circumstances told for a yes or no as no answer', () => {
    expect(detectEvasion('Did you pull those access logs for his account?', 'That summer we were in the middle of a SIEM migration, we had two outages, half the team was on vacation. It was a lot.', 'yes_no', true)?.kind).toBe('non_responsive');
    expect(detectEvasion('Did the restatement end the deal?', 'It’s — I mean, deals are complicated, there were a lot of moving parts, and I wasn’t really at that level.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Did you tell Dr. Rao about the trial injections before the inspection?', 'Dr. Rao had an awful lot on her plate that spring.', 'yes_no', false)?.kind).toBe('non_responsive');
    // (A yes or no given, the circumstances are its reasons.)
    expect(detectEvasion('Did you pull those access logs for his account?', 'No. We were in the middle of a SIEM migration and half the team was on vacation.', 'yes_no', false)).toBeNull();
    expect(detectEvasion('Did you review those contracts when you closed the year?', 'I didn’t. We closed the year in a rush.', 'yes_no', false)).toBeNull();
  });
});

describe('a yes or no kept open in other words', () => {
  it('reads "reasonable people can look at it differently" and "I can tell you that much" as neither', () => {
    expect(detectEvasion('Isn’t the value of the charts what separates the two children’s shares?', 'I think reasonable people can look at these things in different ways, and I wouldn’t want to put it like that.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Did you close it before or after that date?', 'It was closed properly, I can tell you that much.', 'yes_no', false)?.kind).toBe('non_responsive');
    // (With its yes or no, an answer.)
    expect(detectEvasion('Isn’t the value of the charts what separates the two children’s shares?', 'No. Reasonable people can look at it differently, but the will treats them the same.', 'yes_no', false)).toBeNull();
  });
});

describe('refusals and hard times, more ways', () => {
  it('reads a refusal to give out what was asked, and hard times to a fact question, as no answer — not hard times to "why"', () => {
    expect(detectEvasion('What is Mr. Castellano paid?', 'I’m not going to give out another employee’s pay on the record.', 'how_much', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Which Northwind loads were on Exhibit B?', 'We were scrambling that whole month, calling every carrier we knew, putting people on doubles.', 'open', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Why was the shipment late?', 'We were short-staffed that week and two drivers were out on leave.', 'open', false)).toBeNull();
  });
});

describe('answers of the kind asked, said shortly', () => {
  it('reads a day of the month said alone as a time, and a login as whose', () => {
    expect(detectEvasion('And when was it removed?', 'The thirtieth.', 'when', false)).toBeNull();
    expect(detectEvasion('Whose login edited that one?', 'mgr.edison, same as the others.', 'who', false)).toBeNull();
  });
});

describe('the usual practice, the one to ask and memory, said in place of an answer', () => {
  it('reads what is always or regularly done, said for whether it was done, as no answer', () => {
    expect(detectEvasion('Did anyone check the sensor on the rear door before the bus went back into service?', 'Our buses go through inspections on a regular cycle. That’s standard for the whole fleet.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Did you give him the maintenance records for the roof?', 'We’ve always kept that roof up. We had a roofer out every spring.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Does the footage from that morning exist today?', 'The Authority takes its preservation obligations seriously, and there’s a procedure we follow on every one of these letters.', 'yes_no', false)?.kind).toBe('non_responsive');
    // (With its yes or no, the practice is background.)
    expect(detectEvasion('Did you inspect the roof after the storm?', 'Yes, the next morning. We inspect it every spring too.', 'yes_no', false)).toBeNull();
  });

  it('reads "X is the one to ask", "through legal, not me" and "not something I’d have committed to memory" as non-answers', () => {
    expect(detectEvasion('Has the roof been replaced since?', 'Peter’s the one to ask about where that stands.', 'yes_no', false)?.kind).toBe('deferral');
    expect(detectEvasion('Did the Authority respond in writing to the letter?', 'That went through our legal department, not through me.', 'yes_no', false)?.kind).toBe('deferral');
    expect(detectEvasion('How deep was the water around the controls?', 'That’s not something I’d have committed to memory.', 'open', false)?.kind).toBe('no_recall');
    expect(detectEvasion('Does the Authority dispute any line on the schedule?', 'That’s a fair question, and it’s one I’ve given some thought to.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Was there standing water on the floor the next morning?', 'Look, it was a mess in there. That was a rough week for everybody at the yard.', 'yes_no', false)?.kind).toBe('non_responsive');
  });

  it('reads an instruction told as an infinitive as what was said', () => {
    expect(detectEvasion('What did you tell him?', 'To hold onto the door records and not let anything get thrown out or overwritten before we had copies.', 'open', true)).toBeNull();
  });
});

describe('an answer of another kind than asked, more ways', () => {
  it('reads a place said for when or how much, and a sum said for who, as no answer', () => {
    expect(detectEvasion('How much has the Authority reserved on this claim?', 'That’s kept in the claims system, down at 2 Broadway.', 'how_much', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('When did the reserve go up?', 'In the claims office.', 'when', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Who approved the rate?', 'It was about fifty thousand a month.', 'who', false)?.kind).toBe('non_responsive');
    // (With the time, the count or the sum asked, or a person, an answer.)
    expect(detectEvasion('How many went to the depot?', 'At the depot, three of them.', 'how_many', false)).toBeNull();
    expect(detectEvasion('How much did you pay at the store?', 'At the store, about forty dollars.', 'how_much', false)).toBeNull();
    expect(detectEvasion('Who signed it?', 'About ten thousand dollars of it was signed by Peter.', 'who', false)).toBeNull();
    expect(detectEvasion('Where was it kept?', 'In the claims system.', 'where', false)).toBeNull();
  });
});

describe('a yes/no question answered with something else altogether', () => {
  it('reads an answer with no yes or no and none of the question’s words as no answer', () => {
    expect(detectEvasion('Did the plant manager sign off on the overtime schedule?', 'Our night crew has the lowest injury rate in the company, and everyone there is proud of it.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Were the damaged pallets thrown away?', 'The warehouse runs a very tight operation, with inventory counts every quarter.', 'yes_no', false)?.kind).toBe('non_responsive');
  });

  it('leaves the ways a yes or no is said without the word itself', () => {
    // (The auxiliary closing its clause, a measure, the witness's own account, a short answer.)
    expect(detectEvasion('Did anyone from the insurer come to the warehouse that week?', 'One of them did, on the Thursday afternoon with a clipboard.', 'yes_no', false)).toBeNull();
    expect(detectEvasion('Did you check the loading log yourself?', 'Every Friday afternoon, before the trucks went out for the weekend.', 'yes_no', false)).toBeNull();
    expect(detectEvasion('Did the letter mention the freezer units?', 'I think it said we had moved some of them to the annex for a month.', 'yes_no', false)).toBeNull();
    expect(detectEvasion('Did the carrier pay the claim?', 'Most of it, eventually.', 'yes_no', false)).toBeNull();
    // (Nor a question answered by saying what the thing is, or a choice between two.)
    expect(detectEvasion('Do you recognize this document?', 'That is the shipping manifest from the second container in March.', 'yes_no', false)).toBeNull();
    expect(detectEvasion('Was the seal broken at the dock, or later at the store?', 'Somewhere between the port gate and the first stop on the route that morning.', 'yes_no', false)).toBeNull();
  });

  it('reads a question word set before an aside as the question asked', () => {
    expect(questionType('When, according to the log, was the trailer unhooked?')).toBe('when');
    expect(questionType('And where, in your experience, do those records go?')).toBe('where');
    expect(questionType('Did you, at any point, sign the log?')).toBe('yes_no');
  });
});

describe('someone else named as the one who would know', () => {
  it('reads "X would know" as a deferral, unless the question asks who would know', () => {
    expect(detectEvasion('Who decided to close the loading dock early?', 'That was before I took over the site. Marguerite would know, or the regional office.', 'who', true)?.kind).toBe('deferral');
    expect(detectEvasion('Was the alarm ever tested that winter?', 'The facilities team would know.', 'yes_no', false)?.kind).toBe('deferral');
    expect(detectEvasion('Who would know whether the alarm was tested?', 'Marguerite would know. She kept the test log.', 'who', true)).toBeNull();
  });
});

describe('when, of someone never named, to who', () => {
  it('reads a time told of a "he" as no answer to who, and a name or an "I" as one', () => {
    expect(detectEvasion('Who was the guard who came to the gate?', 'He came out maybe five minutes later, around a quarter past six.', 'who', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Who was the guard who came to the gate?', 'I did, around a quarter past six.', 'who', false)).toBeNull();
    expect(detectEvasion('Who was the guard who came to the gate?', 'Our night supervisor. He came out around six.', 'who', false)).toBeNull();
  });
});

describe('fillers, the witness’s own deed, and hard times for a reason', () => {
  it('does not take a filler or a comparison for a yes said by an auxiliary', () => {
    expect(detectEvasion('Had the carrier ever missed a pickup before that winter?', 'Our dealings with that outfit were, you know, mostly pretty smooth over the years.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Did anyone ask you to move the delivery date?', 'We traded several versions of the schedule, the way people always do, and it settled eventually.', 'yes_no', false)?.kind).toBe('non_responsive');
  });

  it('reads the witness telling what they did as the yes to "did you"', () => {
    expect(detectEvasion('Did you secure the trailer after the break-in?', 'We chained both rear doors and parked it nose-in against the fence that night.', 'yes_no', false)).toBeNull();
  });

  it('reads hard times as no reason for a person’s act, and as a reason for a thing’s fate', () => {
    expect(detectEvasion('Why did you shred the dispatch notes that Friday?', 'That whole month was chaos. We were moving offices and two drivers had quit.', 'open', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Why were the dispatchers skipping the checklist?', 'You have to understand what that season was like for everybody on the floor.', 'open', true)?.kind).toBe('non_responsive');
    expect(detectEvasion('Why did you skip the checklist that week?', 'We were short-staffed, which is why the checklist slipped.', 'open', false)).toBeNull();
    expect(detectEvasion('Why was the shipment late?', 'We were short-staffed that week.', 'open', false)).toBeNull();
  });
});

describe('words about answering, a dim memory, the usual process', () => {
  it('reads an answer made only of words about answering as no answer, unless the question asks of them', () => {
    expect(detectEvasion('Did you sign the lease renewal?', 'I want to be straight with you about this.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Did you sign the lease renewal?', 'I hear what you are asking.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Who moved the pallets?', 'Believe me, nobody wants to get to the bottom of this more than I do.', 'who', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Did you sign the lease renewal?', 'That is a fair thing to ask, and I am not trying to dodge it. I signed it in May.', 'yes_no', true)).toBeNull();
    expect(detectEvasion('Were you honest with the investigator?', 'I was as honest with her as I could be.', 'yes_no', false)).toBeNull();
    expect(detectEvasion('Can you see the screen?', 'I can see it.', 'yes_no', false)).toBeNull();
  });

  it('reads a memory said to be too dim as no recall, unless the memory itself is asked of', () => {
    expect(detectEvasion('What did the dispatcher tell you?', 'My memory of that week is pretty fuzzy.', 'open', false)?.kind).toBe('no_recall');
    expect(detectEvasion('When did you last see the forklift keys?', 'Honestly, that whole month is a blur.', 'when', false)?.kind).toBe('no_recall');
    expect(detectEvasion('Is your memory of the meeting clear?', 'My memory of it is pretty fuzzy, honestly.', 'yes_no', false)).toBeNull();
  });

  it('reads the usual process or what anyone would have done as no yes or no', () => {
    expect(detectEvasion('Did you check the seals that morning?', 'I followed the same process I always follow.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Did you call the police?', 'I did what any manager in my position would have done.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Did you check the seals that morning?', 'Yes. I followed the usual checklist.', 'yes_no', false)).toBeNull();
  });
});

describe('a time, a place or a means for why; answered already; someone else responsible', () => {
  it('reads when, where or by what means as no reason, and a reason as one', () => {
    expect(detectEvasion('Why did you wipe the tablet?', 'I wiped it on the twelfth.', 'open', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Why did you wipe the tablet?', 'From the settings menu, with a factory reset.', 'open', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Why did you wipe the tablet?', 'On the twelfth, because IT told me to before I returned it.', 'open', false)).toBeNull();
    expect(detectEvasion('Why did you wipe the tablet?', 'To clear my personal photos off it in March.', 'open', false)).toBeNull();
  });

  it('reads "I told you already" with nothing more as no answer', () => {
    expect(detectEvasion('Did you call anyone about the spill?', 'I told you already what I did that afternoon.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Who drove the truck back?', "Look, I've answered that.", 'who', false)?.kind).toBe('non_responsive');
  });

  it('reads someone else said to be responsible as a deferral, unless who was asked', () => {
    expect(detectEvasion('Where were the backup tapes kept?', 'Marcus was responsible for them.', 'where', true)?.kind).toBe('deferral');
    expect(detectEvasion('Who kept the backup tapes?', 'Marcus was responsible for them.', 'who', true)).toBeNull();
  });
});

describe('"not that I know of" as a no', () => {
  it('answers whether a thing exists or what another person did, not what the witness or their side did', () => {
    expect(evasion('Are there other contracts like that?', 'Not that I know of.')).toBeNull();
    expect(evasion("Is there anything in your claim file that hasn't been produced?", "Not that I'm aware of.")).toBeNull();
    expect(evasion('Had he ever been disciplined?', 'Not to my knowledge.')).toBeNull();
    expect(evasion('Did anyone at the depot test it?', "Not as far as I'm aware.")).toBeNull();
    // Of the witness's own deeds, of their side's and of what came to them, they would know.
    expect(evasion('Did you ever call the adjuster?', 'Not that I know of.')?.kind).toBe('no_knowledge');
    expect(evasion('Did Northwind consent to the reallocation?', "Not as far as I'm aware.")?.kind).toBe('no_knowledge');
    expect(evasion('Did a courier copy of the notice ever arrive?', 'Not that I know of.')?.kind).toBe('no_knowledge');
    // Recall is not knowledge: "not that I recall" of anything is no answer.
    expect(evasion('Had he ever been disciplined?', 'Not that I recall.')?.kind).toBe('no_recall');
  });
});

describe('answers of another kind, found by probing with invented answers', () => {
  it('reads the way of the world, a character or a rule of conduct as no yes or no', () => {
    expect(evasion('Did you read the contract before signing it?', 'Contracts like that are pretty standard in our industry.')?.kind).toBe('non_responsive');
    expect(evasion('Were you aware of the complaints before the incident?', 'Complaints come in all the time in this business.')?.kind).toBe('non_responsive');
    expect(evasion('Did you review the inspection report?', 'I review a lot of reports in a given week.')?.kind).toBe('non_responsive');
    expect(evasion('Did you approve the invoice?', 'I have always been careful with company money.')?.kind).toBe('non_responsive');
    expect(evasion('Did you approve the invoice?', 'I can tell you I would never approve something I had not checked.')?.kind).toBe('non_responsive');
    expect(evasion('Did you approve the invoice?', 'I would have, if it came across my desk.')?.kind).toBe('non_responsive');
    expect(evasion('Did you approve the invoice?', 'Normally the controller approves those.')?.kind).toBe('non_responsive');
    expect(evasion('Did Harold ever tell you he wanted James to get less than Catherine?', 'Harold was a private man. He kept family things close.')?.kind).toBe('non_responsive');
    // A yes or a no beside them answers.
    expect(evasion('Did you approve the invoice?', 'No, I would never approve something I had not checked, and I had not checked it.')).toBeNull();
    expect(evasion('Did you approve the invoice?', 'Normally the controller does, but yes, I approved that one.')).toBeNull();
    expect(evasion('Did you approve the invoice?', 'I would have had to, yes. It was over my limit otherwise.')).toBeNull();
  });

  it('reads what someone else did, to what the witness did themselves, as no answer', () => {
    expect(evasion('Did you personally review the file list?', 'Halden went through all fourteen thousand entries, line by line.', true)?.kind).toBe('non_responsive');
    expect(evasion('Did you check the readings yourself?', 'The lab team pulled them every morning.')?.kind).toBe('non_responsive');
    expect(evasion('Did you personally review the file list?', 'No. Halden went through it.')).toBeNull();
    expect(evasion('Did you review it yourself?', 'The lab team and I went through it together.')).toBeNull();
  });

  it('reads a reason where a place was asked, a day where a person was, a deed where a count was', () => {
    expect(evasion('Where was the laptop when you wiped it?', 'I wiped it because it had my personal photos on it.')?.kind).toBe('non_responsive');
    expect(evasion('Where was the laptop when you wiped it?', 'At home, because I was working remotely.')).toBeNull();
    expect(evasion('Who approved the payment?', 'The payment went out on the fifth.')?.kind).toBe('non_responsive');
    expect(evasion('How many employees did you supervise?', 'I supervised the night shift in the warehouse.')?.kind).toBe('non_responsive');
    expect(evasion('How many employees did you supervise?', 'I supervised everyone in the warehouse.')).toBeNull();
  });

  it('reads what was said named only as whatever it was, everyone for the source, a kind of decision for the reason', () => {
    expect(evasion('What did you tell the investigator?', 'I told her what I knew at the time.')?.kind).toBe('non_responsive');
    expect(evasion('What did you tell the investigator?', 'Everything I have told you today.')?.kind).toBe('non_responsive');
    expect(evasion('What did you tell the investigator?', 'I told her the door closed on the arm.')).toBeNull();
    expect(evasion('How did you learn about the leak?', 'It was common knowledge.')?.kind).toBe('non_responsive');
    expect(evasion('Why did you move the trailers?', 'It was a business decision.')?.kind).toBe('non_responsive');
    expect(evasion('Why did you move the trailers?', 'The trailers were moved.')?.kind).toBe('non_responsive');
    expect(evasion('Why did you move the trailers?', 'It was a business decision, because Tidewater paid more.')).toBeNull();
    expect(evasion('Why did you move the trailers?', 'They were needed at Tidewater.')).toBeNull();
  });

  it('reads the usual, anyone\'s deed, the act done many times, a group for a person and reasons in general as no answer', () => {
    expect(evasion('When did the shipment arrive?', 'It arrived when it was supposed to.')?.kind).toBe('non_responsive');
    expect(evasion('Where were you on the night of June 4?', 'Where I usually am on a weeknight.')?.kind).toBe('non_responsive');
    expect(evasion('When did you get to the office?', 'The usual time.')?.kind).toBe('non_responsive');
    expect(evasion('What did you do after the alarm sounded?', 'What anyone would do.')?.kind).toBe('non_responsive');
    expect(evasion('Did you approve the invoice?', 'I approved a lot of invoices.')?.kind).toBe('non_responsive');
    expect(evasion('Did you review the contract before signing it?', 'I always review contracts.')?.kind).toBe('non_responsive');
    expect(evasion('Who signed the change order?', 'That would have been handled by the project team.')?.kind).toBe('non_responsive');
    expect(evasion('Why did you delete the folder?', 'There are a lot of reasons folders get deleted.')?.kind).toBe('non_responsive');
    expect(evasion('What did the email say?', "I'd want to see the email before I characterize it.")?.kind).toBe('deferral');
    // (Each with the answer beside it answers.)
    expect(evasion('When did you get to the office?', 'Around eight.')).toBeNull();
    expect(evasion('When did you get to the office?', 'The usual time, around eight.')).toBeNull();
    expect(evasion('What did you do after the alarm sounded?', 'What anyone would do: I called 911 and got everyone out.')).toBeNull();
    expect(evasion('Did you review the contract before signing it?', 'I always review contracts, and I did review this one.')).toBeNull();
    expect(evasion('Did you always lock the gate?', 'I always locked it at six.')).toBeNull();
    expect(evasion('Did you speak with the adjuster?', 'I spoke with him several times.')).toBeNull();
    expect(evasion('Why did you delete the folder?', 'There were a number of reasons: it was a duplicate and it held personal files.')).toBeNull();
    expect(evasion('Why did you change vendors?', 'For a lot of reasons, mainly price.')).toBeNull();
  });

  it('reads training or habit for the deed, everyone\'s duty, others\' habit, all that was due, a mood for words and one of a group as no answer', () => {
    expect(evasion('Did you tell anyone about the spill?', 'I handled it the way I was trained to.')?.kind).toBe('non_responsive');
    expect(evasion('What did you do with the cash?', 'I did what I always do with it.')?.kind).toBe('non_responsive');
    expect(evasion('Did you sign the waiver?', 'Everyone had to sign it to get on the boat.')?.kind).toBe('non_responsive');
    expect(evasion('Was the door propped open?', 'People propped that door open all the time.')?.kind).toBe('non_responsive');
    expect(evasion("Why didn't you report the injury?", 'I reported everything I was supposed to report.')?.kind).toBe('non_responsive');
    expect(evasion('What did he say when you told him?', 'He was furious.')?.kind).toBe('non_responsive');
    expect(evasion('Who was driving the forklift?', 'One of the guys on the night crew.')?.kind).toBe('non_responsive');
    // (The deed told beside it, the duty asked, a yes first, the words said, or the one named, answers.)
    expect(evasion('What did you do when you saw the smoke?', 'I did what I was trained to do: I pulled the alarm and cleared the floor.')).toBeNull();
    expect(evasion('What did you do next?', 'I called my supervisor, as I was trained to.')).toBeNull();
    expect(evasion('Did everyone have to sign the waiver?', 'Everyone had to sign it to get on the boat.')).toBeNull();
    expect(evasion('Did you sign the waiver?', 'Yes. Everyone had to sign it to get on the boat.', true)).toBeNull();
    expect(evasion('What did Ms. Chen tell you about the audit?', 'She was worried the auditors had found the gap.')).toBeNull();
    expect(evasion('Who was driving the forklift?', 'One of the guys on the night crew, Tony Alvarez.', true)).toBeNull();
  });
});

describe('the thirty-eighth round: talk of the building, the papers where it would show, the same way for everyone', () => {
  it('reads each as no answer, and its twin with the answer as an answer', () => {
    expect(evasion('Who told you about the layoffs?', "It was kind of going around the office that week. People talked.")?.kind).toBe('non_responsive');
    expect(evasion('Did the vendor get its money back for the short shipment?', 'Any refund would show up in the payables ledger. That is what the ledger is for.')?.kind).toBe('non_responsive');
    expect(evasion('Did anyone audit that month\u2019s receipts?', "We close every store the same way each month. It's a standard close procedure.")?.kind).toBe('non_responsive');
    expect(evasion('Did you give that account special terms?', "We wouldn't treat any account differently from the rest.")?.kind).toBe('non_responsive');
    // (The source named, a yes or no, the act told.)
    expect(evasion('Who told you about the layoffs?', 'Dana Whitcomb told me; it was going around the office that week.', true)).toBeNull();
    expect(evasion('Did the vendor get its money back for the short shipment?', 'No. It would show in the payables ledger if they had.')).toBeNull();
    expect(evasion('Did anyone audit that month\u2019s receipts?', 'Yes, I did, the same way I close every store each month.')).toBeNull();
  });
});

describe('whether anyone, answered by who; a count in the teens after "but"', () => {
  it('reads a name as the answer to "was anyone", and a number in the teens as the count', () => {
    expect(evasion('Was anyone else there?', 'Owen Brandt from IT came in for the last few minutes to collect the laptop and his badge.')).toBeNull();
    expect(evasion('Affecting how many employees?', "I can't recall the exact count offhand, but the e-mail says fourteen, and I have no reason to doubt it.", true)).toBeNull();
    // (No one named, and no count after the hedge: no answer.)
    expect(evasion('Was anyone else there?', 'The weather was terrible all that week and the roads out there were mostly closed.')?.kind).toBe('non_responsive');
    expect(evasion('Affecting how many employees?', "I can't recall the exact count offhand, but the e-mail would say.", true)?.kind).toBe('no_recall');
  });
});

describe('where for when, a word sent back for its meaning, the one who could tell named', () => {
  it('reads each as no answer, and its twin with the answer as an answer', () => {
    expect(evasion('When did Mr. Thorne first tell you he was leaving?', "In Sandra's office. She called down and asked me to come up while he was still sitting there with her.")?.kind).toBe('non_responsive');
    expect(evasion('Were USB storage devices blocked on Vantage laptops in July 2024?', 'Blocked in what sense? Do you mean physically disabled, or allowed but logged? Those are two different policies.')?.kind).toBe('question_back');
    expect(evasion('How many engineers had write access?', "Engineering would have to tell you that. Access lists aren't something HR maintains.")?.kind).toBe('deferral');
    // (The time said after the place, the yes after the question, the count before the deferral.)
    expect(evasion('When did Mr. Thorne first tell you he was leaving?', "In Sandra's office, on the Friday before. She called me up.", true)).toBeNull();
    expect(evasion('Were USB storage devices blocked on Vantage laptops in July 2024?', 'No. They were allowed but logged.')).toBeNull();
    expect(evasion('How many engineers had write access?', 'Seven. Engineering would have to tell you the names.', true)).toBeNull();
  });
});
