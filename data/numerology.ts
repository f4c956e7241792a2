/**
 * Life path numbers of Pythagorean numerology and the themes of the three life cycles.
 *
 * Tradition: the character texts summarise, in our own words (no passage is quoted), the modern Pythagorean
 * reading of the numbers as found in Juno Jordan, "Numerology: The Romance in Your Name" (1965), and
 * Hans Decoz, "Numerology: Key to Your Inner Self" (1994): 1 leadership and independence, 2 diplomacy and
 * partnership, 3 expression, 4 order and work, 5 freedom, 6 responsibility and care, 7 analysis and spirit,
 * 8 power and material mastery, 9 compassion and completion, and the master numbers 11 intuition and
 * illumination, 22 the master builder, 33 the master teacher.
 *
 * Colours, weekdays and gemstones follow the planetary rulers of the digits given by Cheiro, "Cheiro's Book
 * of Numbers" (1926), as Indian numerology adapts them (1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury,
 * 6 Venus, 7 Ketu, 8 Saturn, 9 Mars): the first gemstone is the ruler's gem and the first day the ruler's
 * weekday, both as data/grahas.ts and data/varas.ts give them. Rahu and Ketu rule no weekday; 4 and 7 take
 * Cheiro's days for them (4: Saturday, Sunday; 7: Monday, Sunday). A master number takes the ruler of its
 * root digit (11 → 2, 22 → 4, 33 → 6). No classical table of unfavourable colours exists: ours are colours
 * opposite in mood to the favourable ones (Saturn's black for the Sun's 1, the Sun's gold for Rahu's 4), an
 * editorial choice.
 *
 * Compatibility rule (the number families and challenging pairs as modern compatibility charts tabulate them,
 * e.g. LoveToKnow, "Numerology Compatibility Chart", 2024; the "neutral" and "compatible" middle grades of such
 * charts are not part of the response):
 * - `mostCompatible` holds the digits of the number's own family: 1-5-7 (independent minds),
 *   2-4-8 (builders of security) or 3-6-9 (expressive givers); the number itself is part of its family.
 * - `leastCompatible` holds the digits whose central need most directly opposes the number's own. The relation
 *   is symmetric: 1–2, 1–4, 1–6, 2–5, 2–7, 3–4, 3–7, 3–8, 4–5, 4–9, 5–6, 6–7, 7–8, 8–9.
 * - A master number is matched through its root digit, so 11 shares the lists of 2, 22 of 4 and 33 of 6;
 *   only its texts differ.
 * Each list is a record from the partner's digit to the text describing that pairing, so a number can never
 * be listed without its text.
 */

import type { GrahaId } from './grahas.ts';
import type { Vara } from './varas.ts';

/** The nine single digits, 1–9. */
export const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type Digit = (typeof DIGITS)[number];

/** Master numbers: kept unreduced when they appear as the final sum. */
export const MASTER_NUMBERS = [11, 22, 33] as const;
export type MasterNumber = (typeof MASTER_NUMBERS)[number];

/** A life path number: 1–9, 11, 22 or 33. */
export type LifePathNumber = Digit | MasterNumber;

/** English weekday name, as data/varas.ts spells it. */
export type Weekday = Vara['en'];

/** Partner digit → text describing the pairing. */
export type PairingTexts = Readonly<Partial<Record<Digit, string>>>;

/** Everything the life path response says about one life path number. */
export interface LifePathProfile {
  /** Planetary ruler of the number (of its root digit for a master number); the first gemstone is its gem. */
  readonly ruler: GrahaId;
  readonly personality: {
    readonly coreTraits: readonly string[];
    readonly strengths: readonly string[];
    readonly weaknesses: readonly string[];
  };
  readonly lifePurpose: {
    readonly primaryPurpose: string;
    readonly careerPath: readonly string[];
    readonly lifeLessons: readonly string[];
  };
  readonly challenges: {
    readonly earlyLife: string;
    readonly midLife: string;
    readonly lateLife: string;
    readonly karmicLessons: readonly string[];
  };
  readonly compatibility: {
    readonly mostCompatible: PairingTexts;
    readonly leastCompatible: PairingTexts;
  };
  readonly favorable: {
    readonly colors: readonly string[];
    readonly days: readonly Weekday[];
    readonly gemstones: readonly string[];
    readonly careers: readonly string[];
  };
  readonly unfavorable: {
    readonly colors: readonly string[];
    readonly situations: readonly string[];
  };
  readonly spiritualGrowth: {
    readonly currentLevel: string;
    readonly nextSteps: readonly string[];
    readonly affirmation: string;
  };
}

export const LIFE_PATHS = {
  1: {
    ruler: 'sun',
    personality: {
      coreTraits: [
        'Self-directed: decides first and consults afterwards',
        'Driven to originate rather than to follow an existing plan',
        'Competitive, with a strong need to be first or best at something',
        'Direct in speech and quick to act on a conviction',
      ],
      strengths: [
        'Initiative that gets stalled projects moving',
        'Courage to stand alone behind an unpopular decision',
        'Inventiveness in finding a new way where the old one is blocked',
        'Willpower that sustains effort without outside encouragement',
      ],
      weaknesses: [
        'Impatience with slower people and slower processes',
        'Difficulty accepting advice or admitting a mistake',
        'A tendency to dominate conversations and decisions',
        'Self-doubt hidden behind a show of confidence',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        'To become a self-reliant individual who trusts their own judgement and uses it to open new ground that others can then follow.',
      careerPath: [
        'Founding and running an independent business',
        'Leading a team through a launch or a turnaround',
        'Invention, product design and original research',
        'Freelance work where they set the direction themselves',
      ],
      lifeLessons: [
        'Independence is strongest when it no longer needs to prove itself',
        'Leading well includes crediting the people who carried the work',
        'Listening before deciding costs little and prevents many reversals',
      ],
    },
    challenges: {
      earlyLife:
        'Early on, the 1 often meets a strong parent or teacher and must find a will of its own without turning every instruction into a contest.',
      midLife:
        'In the working years ambition can crowd out partnership; the challenge is to build something personal without isolating the people who help build it.',
      lateLife:
        'Later in life the task is to let others lead where they are able and to find an identity in something other than being in charge.',
      karmicLessons: [
        'Self-worth that does not depend on winning',
        'Cooperation accepted as strength rather than surrender',
        'Finishing what one begins after the excitement of starting fades',
      ],
    },
    compatibility: {
      mostCompatible: {
        1: "Two 1s admire each other's drive but compete for the final word; the pairing works when each keeps a separate area of authority.",
        5: "The 5 matches the 1's appetite for new experience and does not try to fence it in, which gives the bond energy and mutual freedom.",
        7: "The 7 respects the 1's independence and offers depth in return: the 1 supplies momentum while the 7 supplies reflection.",
      },
      leastCompatible: {
        2: 'The 2 wants close partnership and consultation, which the 1 can read as pressure, and the 2 feels overlooked unless the 1 slows down to include them.',
        4: "The 4's insistence on method and procedure frustrates the 1's wish to move at once, and the 4 sees the 1 as careless with details.",
        6: 'The 6 expresses love through care and involvement in daily life, which the self-directed 1 may experience as interference.',
      },
    },
    favorable: {
      colors: ['Gold', 'Orange', 'Yellow'],
      days: ['Sunday'],
      gemstones: ['Ruby', 'Amber', 'Topaz'],
      careers: ['Entrepreneur', 'Managing director', 'Inventor', 'Airline pilot'],
    },
    unfavorable: {
      colors: ['Black', 'Dark blue'],
      situations: [
        'Roles in a rigid hierarchy with no room for personal initiative',
        "Long stretches of waiting for other people's approval before acting",
      ],
    },
    spiritualGrowth: {
      currentLevel: "Awakening individuality: learning to stand on one's own judgement",
      nextSteps: [
        'Ask one genuine question before giving a direction',
        "Support another person's project without taking it over",
        'Keep a short daily review of the motives behind your decisions',
      ],
      affirmation: 'I act on my own judgement and leave room for others to act on theirs.',
    },
  },
  2: {
    ruler: 'moon',
    personality: {
      coreTraits: [
        'Sensitive to moods and unspoken tension in a room',
        'Cooperative, preferring shared decisions to solo ones',
        'Patient with detail and with slow-moving situations',
        'Gentle and tactful in expression',
      ],
      strengths: [
        'Mediation that lets both sides feel heard',
        'Attention to the small details others miss',
        'Loyal, steady support for a partner or a team',
        'Intuitive reading of what people need before they ask',
      ],
      weaknesses: [
        'Avoiding conflict until resentment builds up',
        'Taking criticism too personally',
        'Indecision when every option could disappoint someone',
        'Giving up their own preferences to keep the peace',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        'To bring people and ideas together, making cooperation possible where rivalry or misunderstanding would otherwise win.',
      careerPath: [
        'Mediation, negotiation and conflict resolution',
        'Supporting roles beside a leader, such as chief of staff or personal assistant',
        'Team coordination in which many contributions must fit together',
        'Music, poetry and other arts that depend on fine sensitivity',
      ],
      lifeLessons: [
        "Peace bought by silence about one's own needs does not last",
        'Sensitivity is a strength when it comes with clear boundaries',
        'A decision made kindly is better than no decision at all',
      ],
    },
    challenges: {
      earlyLife:
        'As a child the 2 tends to absorb family tensions and may learn to stay unnoticed; early growth means finding a voice of its own.',
      midLife:
        "In adult partnerships the risk is dependence: letting a stronger partner's plans define the shape of the whole life.",
      lateLife:
        'Later years ask the 2 to trust the quiet authority it has earned and to offer its counsel without waiting to be invited.',
      karmicLessons: [
        'Stating a need plainly instead of hinting at it',
        "Trusting one's own perception over the approval of others",
        'Tolerating disagreement without treating it as rejection',
      ],
    },
    compatibility: {
      mostCompatible: {
        2: 'Two 2s create a tender, attentive home, but both may wait for the other to decide, so practical matters can drift.',
        4: "The 4 gives the 2 the reliability and routine it finds reassuring, while the 2 softens the 4's bluntness.",
        8: 'The 8 takes the lead in worldly matters and the 2 tends the emotional life of the relationship; each values what the other brings.',
      },
      leastCompatible: {
        1: "The 1's decisiveness can protect the 2 at first, but the 2 may come to feel like an assistant rather than a partner.",
        5: "The 5's love of change and travel unsettles the 2, who needs predictability to feel secure.",
        7: "The 7's need for solitude and emotional reserve can leave the 2 feeling shut out and unsure of where it stands.",
      },
    },
    favorable: {
      colors: ['White', 'Cream', 'Pale green'],
      days: ['Monday'],
      gemstones: ['Pearl', 'Moonstone'],
      careers: ['Mediator', 'Diplomat', 'Executive assistant', 'Session musician'],
    },
    unfavorable: {
      colors: ['Scarlet', 'Black'],
      situations: [
        'Competitive workplaces that reward loud self-promotion',
        'Open confrontation sprung without time to prepare',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Receptive strength: learning that gentleness can hold its ground',
      nextSteps: [
        'Decline one request each week that does not fit your own plans',
        'Keep a journal of intuitions and check them later against events',
        'Practise a breathing meditation to settle the emotions absorbed from others',
      ],
      affirmation: "My sensitivity guides me, and my own needs count as much as anyone's.",
    },
  },
  3: {
    ruler: 'jupiter',
    personality: {
      coreTraits: [
        'Expressive, thinking aloud through words, images or performance',
        'Optimistic and quick to see the humour in a situation',
        'Sociable and at ease in groups',
        'Imaginative, with more ideas than time to carry them out',
      ],
      strengths: [
        'Communication that makes complex ideas lively and clear',
        'Charm that lifts the mood of a gathering',
        'Creative talent across writing, design or performance',
        'Resilience through humour in hard times',
      ],
      weaknesses: [
        'Scattering energy across too many unfinished projects',
        'Exaggeration: telling a better story than the facts allow',
        'Sensitivity to criticism of their creative work',
        'Avoiding painful feelings by staying busy and entertaining',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        'To express what they see and feel in a form others can enjoy, and through that expression to encourage joy and honest communication.',
      careerPath: [
        'Writing, journalism and editing',
        'Acting, presenting and public speaking',
        'Graphic design, illustration and advertising',
        'Entertainment and hospitality built around people and atmosphere',
      ],
      lifeLessons: [
        'Talent grows into achievement only through discipline',
        'Depth of feeling is material for art, not something to escape',
        'Words carry weight, and careless ones can wound',
      ],
    },
    challenges: {
      earlyLife:
        'In childhood the 3 may be praised for performing and learn to seek attention; the early task is to value its gifts when no one is applauding.',
      midLife:
        'The middle years test focus: the 3 must choose a few projects to carry through instead of starting a new one whenever the last grows dull.',
      lateLife:
        'Later life asks the 3 to pass on its craft and to let its humour deepen into wisdom instead of masking disappointment.',
      karmicLessons: [
        'Finishing creative work and putting it in front of others',
        'Speaking truthfully rather than merely pleasantly',
        'Facing sadness directly instead of covering it with activity',
      ],
    },
    compatibility: {
      mostCompatible: {
        3: 'Two 3s share laughter and a busy social life, but money, chores and hard conversations may be left undone.',
        6: "The 6 offers the 3 a warm, stable base and admires its creativity; the 3 brings lightness to the 6's sense of duty.",
        9: "The 9 shares the 3's artistic sensibility and broad sympathies, giving the pair a generous and inspiring bond.",
      },
      leastCompatible: {
        4: "The 4's preference for plans and routines can feel confining to the 3, and the 3's improvising can look unreliable to the 4.",
        7: "The 7's reserve and love of silence sit uneasily with the 3's need to talk things through and to socialise.",
        8: "The 8's focus on results and status may dismiss the 3's creative work as impractical, leaving the 3 feeling undervalued.",
      },
    },
    favorable: {
      colors: ['Purple', 'Violet', 'Mauve'],
      days: ['Thursday'],
      gemstones: ['Yellow Sapphire', 'Amethyst'],
      careers: ['Novelist', 'Actor', 'Illustrator', 'Radio presenter'],
    },
    unfavorable: {
      colors: ['Dark brown', 'Olive'],
      situations: [
        'Isolated work with no audience and no collaborators',
        'Jobs built on repetitive routine with no room for ideas',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Inspired expression: learning to turn delight into a disciplined craft',
      nextSteps: [
        'Finish and share one creative piece before starting the next',
        'Write or speak honestly about a difficult feeling',
        'Spend regular time in silence so that inspiration can gather',
      ],
      affirmation: 'I express my truth with joy and follow my ideas through to completion.',
    },
  },
  4: {
    ruler: 'rahu',
    personality: {
      coreTraits: [
        'Methodical, building results step by step',
        'Practical and grounded in facts rather than speculation',
        'Dependable in keeping promises and schedules',
        'Cautious with change until its value is proven',
      ],
      strengths: [
        'Organising people, time and materials into a working system',
        'Persistence through long and unglamorous tasks',
        'Honesty and a strong sense of fair dealing',
        'Skill with the hands and with technical detail',
      ],
      weaknesses: [
        'Rigidity when plans need to change',
        'Stubbornly defending the way things have always been done',
        'Overwork at the expense of rest and relationships',
        'Being critical of people who are less organised',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        'To build secure foundations (homes, organisations, systems) that last and that others can rely on.',
      careerPath: [
        'Engineering, construction and architecture',
        'Accounting, auditing and financial control',
        'Project management and operations',
        'Skilled trades and technical crafts',
      ],
      lifeLessons: [
        'Flexibility protects a structure as much as strength does',
        'Rest is part of the work, not a reward for finishing it',
        "Other people's methods can reach the same goal",
      ],
    },
    challenges: {
      earlyLife:
        'In early years the 4 often carries responsibility beyond its age or feels held back by limited means, and can come to see life as hard work only.',
      midLife:
        'The middle years bring the risk of being locked into routine; the 4 must allow itself to change jobs or methods when the old ones stop working.',
      lateLife:
        'Later life challenges the 4 to enjoy the security it has built and to loosen its habit of control over family and work.',
      karmicLessons: [
        'Steady effort without cutting corners',
        'Accepting limits without bitterness',
        'Valuing spontaneity as well as order',
      ],
    },
    compatibility: {
      mostCompatible: {
        2: 'The 2 brings warmth and patience that the 4 trusts; together they build a quiet, loyal and well-ordered life.',
        4: 'Two 4s share values of loyalty and thrift, though the household may become too serious without deliberate play.',
        8: "The 8's ambition and the 4's method make a productive team, especially in a shared business or in property.",
      },
      leastCompatible: {
        1: "The 1's habit of changing course on instinct clashes with the 4's need for a settled plan agreed in advance.",
        3: "The 3's spontaneity and spending can feel careless to the 4, and the 4's caution can feel dull to the 3.",
        5: 'The 5 craves variety and risk while the 4 needs security, which makes this one of the most demanding pairings.',
        9: "The 9's idealism and wide horizons can seem impractical to the 4, and the 9 may find the 4 too narrow in outlook.",
      },
    },
    favorable: {
      colors: ['Grey', 'Electric blue', 'Khaki'],
      days: ['Saturday', 'Sunday'],
      gemstones: ['Hessonite', 'Smoky Quartz'],
      careers: ['Civil engineer', 'Accountant', 'Operations manager', 'Cabinet maker'],
    },
    unfavorable: {
      colors: ['Bright yellow', 'Gold'],
      situations: [
        'Sudden changes of plan without explanation',
        'Financial speculation and get-rich-quick schemes',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Grounded faith: learning that trust can sit alongside planning',
      nextSteps: [
        'Schedule unstructured time each week and protect it',
        'Try one new method on a familiar task',
        'Practise gratitude for what is already secure',
      ],
      affirmation: 'I build patiently, and I let my structures breathe and change.',
    },
  },
  5: {
    ruler: 'mercury',
    personality: {
      coreTraits: [
        'Restless and curious, drawn to whatever is new',
        'Adaptable and comfortable with change and uncertainty',
        'Sensual, enjoying food, travel and physical experience',
        'Quick-witted and persuasive in conversation',
      ],
      strengths: [
        'Versatility across many skills and settings',
        'Ease with strangers, other cultures and unfamiliar places',
        'Resourcefulness in a crisis',
        'A talent for selling and promoting ideas',
      ],
      weaknesses: [
        'Impulsiveness with money, commitments and risks',
        'Boredom with routine that leaves obligations unfinished',
        'Overindulgence in food, drink or stimulation',
        'Fear of commitment disguised as love of freedom',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        'To learn the constructive use of freedom, gathering wide experience and sharing what it teaches about adapting to change.',
      careerPath: [
        'Travel, tourism and international trade',
        'Sales, marketing and public relations',
        'Reporting from the field',
        'Work that changes setting often, such as consulting or running events',
      ],
      lifeLessons: [
        'Real freedom includes the freedom to commit',
        'Moderation keeps pleasure from turning into dependence',
        'Depth in one field is worth more than a taste of twenty',
      ],
    },
    challenges: {
      earlyLife:
        'In youth the 5 may rebel against rules and move from one interest to another; its early trial is to learn about consequences without losing its curiosity.',
      midLife:
        'In the middle years the danger is a restlessness that wrecks careers or relationships just as they begin to bear fruit.',
      lateLife:
        'In later years the 5 is asked to keep mind and body active without chasing stimulation, and to turn its experience into guidance.',
      karmicLessons: [
        'Self-discipline of the senses',
        'Keeping commitments after interest fades',
        'Using freedom responsibly',
      ],
    },
    compatibility: {
      mostCompatible: {
        1: "The 1's drive and the 5's love of adventure make an energetic couple that gives each other space and rarely grows bored.",
        5: 'Two 5s share a taste for travel and new experience, but neither may provide the stability that practical life requires.',
        7: "The 7 finds the 5 stimulating and the 5 respects the 7's depth; the bond thrives when each allows the other time alone.",
      },
      leastCompatible: {
        2: 'The 2 seeks closeness and reassurance that the roving 5 finds hard to give consistently.',
        4: "The 4's plans and savings collide with the 5's spontaneity, and each may feel the other is trying to change them.",
        6: "The 6's devotion to home and family can feel like a tether to the 5, while the 6 sees the 5 as unreliable.",
      },
    },
    favorable: {
      colors: ['Light grey', 'Silver white', 'Turquoise'],
      days: ['Wednesday'],
      gemstones: ['Emerald', 'Peridot'],
      careers: ['Tour guide', 'Sales manager', 'Foreign correspondent', 'Event organiser'],
    },
    unfavorable: {
      colors: ['Charcoal', 'Dark brown'],
      situations: [
        'Desk-bound work with fixed hours and no variety',
        'Long contracts that allow no exit or renegotiation',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Freedom through awareness: learning that the senses can be teachers',
      nextSteps: [
        'Keep one daily practice for three months without skipping',
        'Notice the urge to escape and stay with it for ten minutes',
        'Travel to learn something rather than to distract yourself',
      ],
      affirmation: 'I welcome change and choose commitments that make me freer.',
    },
  },
  6: {
    ruler: 'venus',
    personality: {
      coreTraits: [
        'Protective and nurturing toward family and community',
        'Responsible, stepping forward when something needs doing',
        'Idealistic about love, beauty and justice',
        'Harmonious, with an eye for balance in homes and designs',
      ],
      strengths: [
        'Reliability as a caregiver, parent or guardian',
        'Creating warm and beautiful surroundings',
        'Counsel that combines compassion with practical help',
        'A strong sense of duty',
      ],
      weaknesses: [
        "Taking on other people's problems as their own",
        'Perfectionism about home, family and self',
        'Giving advice that was not asked for',
        'Self-sacrifice that later turns into resentment',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        "To serve through love and responsibility, creating harmony at home and care in the community without losing themselves in others' needs.",
      careerPath: [
        'Nursing, medicine and the caring professions',
        'Teaching and child care',
        'Interior design, decorating and the applied arts',
        'Social work and community service',
      ],
      lifeLessons: [
        'Caring for others does not require controlling them',
        'Perfection is not the measure of love',
        'Receiving help is part of a balanced relationship',
      ],
    },
    challenges: {
      earlyLife:
        "In early life the 6 may take on a parent's role for siblings or a struggling adult, and can learn that love must be earned by service.",
      midLife:
        'During the middle years family demands and a sense of duty can swallow personal ambitions and health.',
      lateLife:
        'Later life asks the 6 to let grown children and others live their own way and to accept care in return.',
      karmicLessons: [
        'Responsibility without martyrdom',
        'Accepting imperfection in self and others',
        'Letting others learn from their own mistakes',
      ],
    },
    compatibility: {
      mostCompatible: {
        3: "The 3 brings joy and social warmth into the 6's home, and the 6 gives the 3 grounding and appreciation.",
        6: 'Two 6s share a devotion to family and beauty but may compete over which of them is the more caring partner.',
        9: "The 9 shares the 6's wish to serve, and together they often turn their home into a place of welcome for others.",
      },
      leastCompatible: {
        1: "The 1's focus on personal goals can leave the 6 feeling that home and family come second.",
        5: "The 5's restlessness and dislike of routine test the 6's need for a settled domestic life.",
        7: "The 7's emotional distance and need for solitude can disappoint the 6, who shows love through closeness and involvement.",
      },
    },
    favorable: {
      colors: ['Blue', 'Rose', 'Pink'],
      days: ['Friday'],
      gemstones: ['Diamond', 'Turquoise'],
      careers: ['Nurse', 'Interior designer', 'Family therapist', 'Primary school teacher'],
    },
    unfavorable: {
      colors: ['Black', 'Dark red'],
      situations: [
        'Harsh, impersonal workplaces with little human contact',
        'Family conflict left unresolved for long periods',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Balanced love: learning to care without carrying everything',
      nextSteps: [
        'Ask what someone needs before offering help',
        'Schedule care for your own body and rest',
        'Leave one household task imperfect on purpose',
      ],
      affirmation: 'I give care freely and trust others to carry their own lives.',
    },
  },
  7: {
    ruler: 'ketu',
    personality: {
      coreTraits: [
        'Analytical, wanting to understand how things really work',
        'Introspective and private',
        'Sceptical of easy answers and popular opinion',
        'Drawn to spiritual, philosophical or scientific questions',
      ],
      strengths: [
        'Deep concentration in research and study',
        'Intuition grounded in careful observation',
        'Independent thinking that resists fashion',
        'Expertise built through long specialisation',
      ],
      weaknesses: [
        'Aloofness that others read as coldness',
        'Distrust that keeps people at a distance',
        'Delaying action until everything is known',
        'Retreat into isolation or escapism when disappointed',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        'To search for the truth beneath appearances and to develop the inner life, sharing the understanding gained through study and reflection.',
      careerPath: [
        'Scientific research and data analysis',
        'Philosophy, theology and academic scholarship',
        'Investigative work such as detection or forensic analysis',
        'Specialised technical fields such as software architecture',
      ],
      lifeLessons: [
        'Trust can be built without complete proof',
        'Knowledge becomes wisdom when it is shared',
        'Solitude restores, while isolation wounds',
      ],
    },
    challenges: {
      earlyLife:
        'As a child the 7 often feels different or misunderstood, and may withdraw into books or private worlds rather than risk being exposed.',
      midLife:
        'In the middle years intellectual pride and emotional reserve can make intimate relationships and teamwork difficult.',
      lateLife:
        'Later life invites the 7 to turn a lifetime of study into faith and teaching rather than into bitterness at an imperfect world.',
      karmicLessons: [
        'Opening the heart as well as the mind',
        'Faith in something larger than analysis',
        "Allowing others to see one's inner life",
      ],
    },
    compatibility: {
      mostCompatible: {
        1: "The 1 and the 7 both value independence; the 1 acts on the 7's insights, and the 7 gives the 1 room to lead.",
        5: 'The 5 brings movement and fresh experience to the contemplative 7, who in turn gives the 5 ideas worth pursuing.',
        7: "Two 7s understand each other's silences and intellectual interests, though both may avoid the emotional conversations a bond needs.",
      },
      leastCompatible: {
        2: 'The 2 needs emotional closeness and reassurance while the 7 withdraws to think, which can leave both feeling misunderstood.',
        3: "The 3's sociability and chatter can drain the 7, and the 7's silences can feel like rejection to the 3.",
        6: 'The 6 wants a shared family life and close involvement, which the private 7 may experience as intrusion.',
        8: 'The 8 values material success and visible status, which the 7 finds shallow, while the 8 sees the 7 as impractical.',
      },
    },
    favorable: {
      colors: ['Sea green', 'Pale yellow', 'Light violet'],
      days: ['Monday', 'Sunday'],
      gemstones: ["Cat's Eye", 'Moonstone'],
      careers: ['Research scientist', 'Philosopher', 'Forensic analyst', 'Software architect'],
    },
    unfavorable: {
      colors: ['Bright red', 'Orange'],
      situations: [
        'Noisy open-plan workplaces with constant interruption',
        'Being pushed to decide without time to investigate',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Seeker of inner truth: learning to trust what cannot be proven',
      nextSteps: [
        'Share one insight each week with someone who can use it',
        'Practise contemplative meditation or prayer daily',
        'Let one trusted person see a worry before it is solved',
      ],
      affirmation: 'I trust what I know within and share my understanding with an open heart.',
    },
  },
  8: {
    ruler: 'saturn',
    personality: {
      coreTraits: [
        'Ambitious and goal-driven',
        'Authoritative, naturally taking charge of resources',
        'A practical judge of value, risk and people',
        'Resilient after setbacks',
      ],
      strengths: [
        'Business sense and skill in managing money',
        'Executive ability to run large organisations',
        'Confidence in negotiation',
        'Capacity to recover from failure and rebuild',
      ],
      weaknesses: [
        'Measuring self-worth by status and possessions',
        'Controlling behaviour at work and in relationships',
        'Workaholism that neglects family and health',
        'Impatience with sentiment and emotional needs',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        'To master the material world of money, power and organisation, and to use that mastery fairly for ends larger than personal gain.',
      careerPath: [
        'Corporate management and executive leadership',
        'Banking, investment and finance',
        'Law and the judiciary',
        'Real estate and property development',
      ],
      lifeLessons: [
        'Power is measured by how fairly it is used',
        'Wealth serves a purpose; it is not the purpose',
        'Vulnerability does not weaken authority',
      ],
    },
    challenges: {
      earlyLife:
        'In early life the 8 often meets financial strain or strict authority, which can leave a lasting fear of powerlessness.',
      midLife:
        'The middle years bring large gains and losses; the challenge is to keep integrity when money and influence are at stake.',
      lateLife:
        'In later years the 8 must decide what its success was for, giving back through mentoring, philanthropy or stewardship.',
      karmicLessons: [
        'Balance between material and spiritual values',
        'Honesty in matters of money and power',
        'Generosity that expects nothing in return',
      ],
    },
    compatibility: {
      mostCompatible: {
        2: 'The 2 gives the 8 emotional support and tact, while the 8 provides the 2 with security and direction.',
        4: "The 4's diligence and the 8's vision make a strong practical partnership that builds wealth and property over time.",
        8: "Two 8s understand each other's ambition but may turn the relationship into a contest of power unless their roles are clear.",
      },
      leastCompatible: {
        3: "The 3's spending and casual approach to plans can irritate the 8, who may in turn seem controlling to the 3.",
        7: "The 7's disregard for material success and preference for solitude puzzle the 8, who wants a partner in the world of achievement.",
        9: "The 9's readiness to give away time and money conflicts with the 8's focus on building and keeping resources.",
      },
    },
    favorable: {
      colors: ['Dark blue', 'Black', 'Dark grey'],
      days: ['Saturday'],
      gemstones: ['Blue Sapphire', 'Black Onyx'],
      careers: ['Chief executive', 'Investment banker', 'Judge', 'Property developer'],
    },
    unfavorable: {
      colors: ['Red', 'Bright orange'],
      situations: [
        'Positions with responsibility but no authority to act',
        'Shared money without clear, agreed rules',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Power with conscience: learning that authority is a form of service',
      nextSteps: [
        'Give a fixed share of income or time to a cause without publicity',
        'Mentor someone whose success brings you no advantage',
        'Review each major decision for its effect on people as well as on profit',
      ],
      affirmation: 'I use my strength and resources fairly, and my abundance flows on to others.',
    },
  },
  9: {
    ruler: 'mars',
    personality: {
      coreTraits: [
        'Compassionate, with concern for people far beyond their own circle',
        'Idealistic and broad-minded',
        'Artistic and emotionally expressive',
        'Generous with time, money and attention',
      ],
      strengths: [
        'Humanitarian vision that inspires collective effort',
        'Tolerance of differences in culture and belief',
        'Creative gifts that move an audience',
        'The ability to let go and begin again',
      ],
      weaknesses: [
        'Disappointment when people fall short of their ideals',
        'Difficulty letting go of the past',
        'Neglecting personal affairs while serving causes',
        'Moodiness and a tendency to feel martyred',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        'To serve humanity with compassion and to learn to complete cycles gracefully, giving without needing to be thanked.',
      careerPath: [
        'Humanitarian and charitable work',
        'Fine arts, film and theatre',
        'Healing work on a wide scale, such as public health',
        'International organisations and public advocacy',
      ],
      lifeLessons: [
        'Letting go makes room for what comes next',
        'Universal love includes loving particular, imperfect people',
        'Serving others works best alongside looking after oneself',
      ],
    },
    challenges: {
      earlyLife:
        'Early life often brings separation, loss or distance from a parent, teaching the 9 detachment before it is ready for it.',
      midLife:
        'In the middle years the 9 may pour itself into causes while its personal relationships and finances are neglected.',
      lateLife:
        'Later life asks the 9 to complete unfinished emotional business and forgive old wounds so that it can give freely.',
      karmicLessons: [
        'Forgiveness of self and others',
        'Detachment without coldness',
        'Giving without expecting gratitude',
      ],
    },
    compatibility: {
      mostCompatible: {
        3: "The 3 shares the 9's creative gifts and lightens its seriousness, and together they enjoy art, travel and people.",
        6: "The 6 and the 9 share a vocation of service, combining the 6's practical care with the 9's wide vision.",
        9: 'Two 9s share ideals and generosity, but both may neglect practical life, and each other, in favour of causes.',
      },
      leastCompatible: {
        4: "The 4's focus on security and detail feels narrow to the 9, whose ideals the 4 may find unrealistic.",
        8: "The 8's pursuit of wealth and position clashes with the 9's readiness to give everything away for a cause.",
      },
    },
    favorable: {
      colors: ['Crimson', 'Red', 'Coral'],
      days: ['Tuesday'],
      gemstones: ['Red Coral', 'Garnet'],
      careers: ['Charity director', 'Film-maker', 'Human rights lawyer', 'Surgeon'],
    },
    unfavorable: {
      colors: ['Dark green', 'Grey-black'],
      situations: [
        'Work driven purely by profit with no wider purpose',
        'Holding on to relationships or roles that have run their course',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Selfless completion: learning to release what is finished',
      nextSteps: [
        'Write down and release one old grievance',
        'Serve one cause consistently rather than many at once',
        'Keep part of each week for your own needs',
      ],
      affirmation: 'I give with an open hand and let each chapter close in peace.',
    },
  },
  11: {
    ruler: 'moon',
    personality: {
      coreTraits: [
        'Highly intuitive, often sensing things before being able to explain them',
        'Idealistic, with a vision of how life could be',
        'Nervous and intense, living with high inner tension',
        'An inspiring presence that affects others deeply',
      ],
      strengths: [
        'Spiritual insight that illuminates a problem for others',
        'Inspiring speech or art that awakens people',
        'Empathy sharpened almost to clairvoyance',
        'Bridging the practical and the spiritual',
      ],
      weaknesses: [
        'Anxiety and nervous exhaustion',
        'Impracticality when vision outruns means',
        'Self-doubt caused by the gap between ideal and reality',
        'Oversensitivity to criticism and to atmosphere',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        'To receive and pass on insight, inspiring others through intuition while carrying the cooperative lessons of the 2 beneath it.',
      careerPath: [
        'Spiritual teaching and pastoral counselling',
        'Inspirational writing and speaking',
        'Psychology and psychotherapy',
        'Art, music and invention guided by vision',
      ],
      lifeLessons: [
        'Intuition needs grounding to become useful',
        'Calm nerves are the foundation of clear vision',
        'Being a channel for inspiration requires humility',
      ],
    },
    challenges: {
      earlyLife:
        'In youth the 11 may feel overwhelmed by its sensitivity and shy about perceptions others dismiss, often living as a 2 until it trusts itself.',
      midLife:
        'The middle years test whether the 11 can translate inspiration into steady work instead of swinging between elation and discouragement.',
      lateLife:
        'Later in life the 11 is challenged to share its illumination openly and to stop waiting for a perfect moment or a perfect audience.',
      karmicLessons: [
        'Trusting inner guidance',
        'Grounding spiritual insight in daily life',
        'Managing nervous energy through discipline',
      ],
    },
    compatibility: {
      mostCompatible: {
        2: "The 2 shares the 11's sensitivity and offers a gentle, patient partnership in which the 11's visions feel safe.",
        4: "The 4 anchors the 11's intuitions in practical reality, and the 11 brings meaning to the 4's careful work.",
        8: "The 8 can give form and resources to the 11's ideals, while the 11 reminds the 8 of purposes beyond profit.",
      },
      leastCompatible: {
        1: "The 1's bluntness and drive can overwhelm the sensitive 11, who needs more emotional attunement than the 1 gives.",
        5: "The 5's love of constant movement frays the 11's nerves, and the 11's intensity can make the 5 feel weighed down.",
        7: "Both are inward-looking and spiritual, but the 7's scepticism can wound the 11's intuition and leave both isolated.",
      },
    },
    favorable: {
      colors: ['Silver', 'Pearl white', 'Lavender'],
      days: ['Monday'],
      gemstones: ['Pearl', 'Clear Quartz'],
      careers: ['Spiritual teacher', 'Inspirational speaker', 'Psychotherapist', 'Composer'],
    },
    unfavorable: {
      colors: ['Black', 'Muddy brown'],
      situations: [
        'Loud, high-pressure environments with constant stimulation',
        'Work that demands cynicism or deception',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Awakened intuition (master number 11): learning to ground illumination',
      nextSteps: [
        'Ground each day with physical exercise or work with the hands',
        'Record intuitive impressions and act on those that prove reliable',
        'Teach or write about one insight instead of keeping it private',
      ],
      affirmation: 'I trust the insight I receive and express it calmly for the good of others.',
    },
  },
  22: {
    ruler: 'rahu',
    personality: {
      coreTraits: [
        'Visionary and practical at once, able to plan on a large scale',
        'Disciplined and hard-working over decades',
        'A confident organiser of people and resources',
        'Driven by a mission larger than personal success',
      ],
      strengths: [
        'Turning large ideals into concrete institutions',
        'Long-range planning',
        'Leadership that unites diverse people around a shared project',
        'Practical wisdom in handling money, law and materials',
      ],
      weaknesses: [
        'Crushing pressure from their own high expectations',
        'A controlling approach to projects and people',
        'Falling back into the caution of the 4 when the vision feels too large',
        'Neglect of personal life for the sake of the mission',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        "To build something of lasting benefit on a large scale, joining the 11's vision to the 4's method in the service of many people.",
      careerPath: [
        'Founding institutions, foundations or large enterprises',
        'International business and development',
        'Large-scale architecture and urban planning',
        'Government and public policy',
      ],
      lifeLessons: [
        'A great vision is achieved one practical step at a time',
        'The power to build carries a duty to build for others',
        'Delegation multiplies what one builder can do',
      ],
    },
    challenges: {
      earlyLife:
        'In early years the 22 may feel the weight of unusual potential without knowing how to use it, and often settles for the safe path of the 4.',
      midLife:
        'In the middle years the challenge is to commit to a project worthy of its abilities despite the fear of failing on a large scale.',
      lateLife:
        'Later life asks the 22 to hand what it has built to capable successors so that the work outlasts its builder.',
      karmicLessons: [
        'Using great ability for the collective good',
        'Balancing vision with patience',
        'Accepting that large works need many hands',
      ],
    },
    compatibility: {
      mostCompatible: {
        2: "The 2's diplomacy and devotion support the 22's large plans and keep the home calm while the work is demanding.",
        4: "The 4 shares the 22's respect for work and order and becomes a dependable collaborator in building.",
        8: "The 8's executive talent matches the 22's scope, making a formidable partnership in business or public life.",
      },
      leastCompatible: {
        1: "The 1 wants to lead its own projects and resents being cast as one part of the 22's grand design.",
        3: "The 3's playful unpredictability can frustrate the 22, who may seem humourless and driven to the 3.",
        5: "The 5's dislike of long commitments clashes with the 22's plans that run for decades.",
        9: "The 9 shares the 22's humanitarian scope but prefers ideals to structures, so the two may disagree on how to help.",
      },
    },
    favorable: {
      colors: ['Earth brown', 'Slate blue', 'Ivory'],
      days: ['Saturday'],
      gemstones: ['Hessonite', 'Red Jasper'],
      careers: ['Urban planner', 'Policy maker', 'Industrialist', 'International development director'],
    },
    unfavorable: {
      colors: ['Neon yellow', 'Lime green'],
      situations: [
        'Small, short-term jobs that waste large capabilities',
        'Organisations without integrity or long-range goals',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Master builder (master number 22): learning to ground vision in service',
      nextSteps: [
        'Write a ten-year plan for a project that serves others',
        'Delegate one important task fully and trust the result',
        'Take regular retreats to reconnect with the purpose behind the work',
      ],
      affirmation: 'I build with patience and vision, and what I build serves many.',
    },
  },
  33: {
    ruler: 'venus',
    personality: {
      coreTraits: [
        'Compassionate to the point of self-forgetting',
        'Devoted to healing, teaching and uplifting others',
        'Creative and expressive in the service of care',
        'Holding high moral ideals',
      ],
      strengths: [
        'Unconditional kindness that helps people change',
        'Teaching by example rather than by instruction',
        'Emotional courage to stay present with suffering',
        'Combining artistic expression with service',
      ],
      weaknesses: [
        'Taking on the burdens of everyone nearby',
        'Martyrdom and exhaustion',
        'Unrealistic moral standards for self and others',
        'Difficulty saying no',
      ],
    },
    lifePurpose: {
      primaryPurpose:
        "To uplift others through selfless teaching and healing love, raising the 6's care into service of the wider community.",
      careerPath: [
        'Teaching and mentoring at every level',
        'Healing professions and holistic therapy',
        'Religious or spiritual ministry',
        'Creative work that carries a moral or healing message',
      ],
      lifeLessons: [
        'Compassion includes compassion for oneself',
        'Teaching happens most through the life one leads',
        'Healing others does not mean rescuing them',
      ],
    },
    challenges: {
      earlyLife:
        'Early life often places the 33 in the role of comforter or carer in the family, so that its own needs are overlooked.',
      midLife:
        'In the middle years the 33 may be swallowed by responsibilities and risks burning out before its teaching role matures.',
      lateLife:
        'Later life calls the 33 to become a recognised source of guidance while keeping the humility that gives its help its value.',
      karmicLessons: [
        'Selfless service balanced with self-care',
        'Releasing the need to fix others',
        'Living the values one teaches',
      ],
    },
    compatibility: {
      mostCompatible: {
        3: "The 3's creativity and joy lift the 33, and the 33 gives the 3's talents a purpose that reaches others.",
        6: "The 6 shares the 33's devotion to care, making a nurturing partnership that often centres on family or community.",
        9: "The 9's humanitarian vision meets the 33's compassion, uniting them in shared service work.",
      },
      leastCompatible: {
        1: "The 1's self-focus can seem selfish to the 33, and the 33's constant giving can look to the 1 like a lack of direction.",
        5: "The 5's restless need for novelty sits uneasily with the 33's steady commitment to the people in its care.",
        7: "The 7's detached analysis can feel cold to the 33, who leads with the heart.",
      },
    },
    favorable: {
      colors: ['Sky blue', 'Rose pink', 'Emerald green'],
      days: ['Friday'],
      gemstones: ['Diamond', 'Rose Quartz'],
      careers: ['Teacher trainer', 'Holistic therapist', 'Minister of religion', "Children's author"],
    },
    unfavorable: {
      colors: ['Charcoal grey', 'Harsh orange'],
      situations: [
        'Roles that require harshness, deception or exploitation',
        'Commitments that leave no time to recover',
      ],
    },
    spiritualGrowth: {
      currentLevel: 'Master teacher (master number 33): learning compassion that includes the self',
      nextSteps: [
        'Set a limit on the hours given to others each week',
        'Practise receiving help without repaying it at once',
        'Teach through one practical example rather than through advice',
      ],
      affirmation: 'I serve with love, and I receive love as freely as I give it.',
    },
  },
} as const satisfies Readonly<Record<LifePathNumber, LifePathProfile>>;

/**
 * The three life cycles ("period cycles") of the Pythagorean tradition, in order. The digit ruling each comes
 * from one part of the birth date, reduced to a single digit.
 */
export const LIFE_CYCLE_STAGES = {
  formative: { name: 'Formative cycle', ruledBy: 'birth month' },
  productive: { name: 'Productive cycle', ruledBy: 'birth day' },
  harvest: { name: 'Harvest cycle', ruledBy: 'birth year' },
} as const;
export type LifeCycleStage = keyof typeof LIFE_CYCLE_STAGES;

/** What a life cycle ruled by one digit is about, at each stage of life. */
export interface LifeCycleTheme {
  readonly theme: string;
  readonly focus: Readonly<Record<LifeCycleStage, string>>;
  /** Focus as the harvest cycle, the last one, goes on for the rest of life. */
  readonly continuation: string;
}

/**
 * Themes of a life cycle by its ruling digit, 1–9. Cycle digits are always single digits because each part of
 * the birth date is reduced to one digit (spec rule 1), so 11 and 22 never rule a cycle here.
 */
export const LIFE_CYCLE_THEMES = {
  1: {
    theme: 'Independence and self-assertion',
    focus: {
      formative:
        'A childhood under the 1 pushes toward early self-reliance, often through a demanding parent or having to manage alone; build confidence without defiance.',
      productive:
        'Working years under the 1 reward initiative: starting a business, taking charge or developing an original skill; aim for leadership and personal achievement.',
      harvest:
        'A harvest cycle of 1 keeps a person active and independent into later life; take up new personal projects and stay self-sufficient.',
    },
    continuation:
      'As the harvest of 1 goes on, independence becomes a settled way of life; stay self-directed while accepting help where it is truly useful.',
  },
  2: {
    theme: 'Cooperation and sensitivity',
    focus: {
      formative:
        'A formative cycle of 2 makes the child sensitive and attached, shaped strongly by the mother or by close friendships; learn cooperation while building self-confidence.',
      productive:
        'In a productive 2, success comes through partnership, patient detail and tact rather than open competition; choose partners and collaborators wisely.',
      harvest:
        'A harvest of 2 favours companionship, friendship and quiet service; give time to close relationships and gentle pursuits such as music or gardening.',
    },
    continuation:
      'As the harvest of 2 goes on, companionship matters more than achievement; keep friendships in good repair and let others care for you too.',
  },
  3: {
    theme: 'Creative self-expression',
    focus: {
      formative:
        'Under a formative 3 the young person is sociable and imaginative; develop a talent in words, art or music without scattering energy.',
      productive:
        'A productive cycle of 3 brings success through communication, creativity and social contacts; give a creative gift disciplined, daily use.',
      harvest:
        'The harvest of 3 brings a lively social life and creative hobbies in later years; enjoy people and put accumulated experience into words or art.',
    },
    continuation:
      'As the harvest of 3 goes on, storytelling becomes a gift to the next generation; record memories and keep laughing with friends.',
  },
  4: {
    theme: 'Work, order and foundations',
    focus: {
      formative:
        'A formative 4 brings early responsibility, practical limits or hard work; build discipline and a sound education.',
      productive:
        'In a productive 4, achievement comes through steady effort, organisation and building security; lay foundations in career, home and savings.',
      harvest:
        'A harvest cycle of 4 continues to value work and routine; manage what has been built and stay useful to family and community.',
    },
    continuation:
      'As the harvest of 4 goes on, order becomes a comfort rather than a duty; simplify possessions and settle practical affairs in good time.',
  },
  5: {
    theme: 'Freedom, change and experience',
    focus: {
      formative:
        'A formative 5 brings a restless youth with frequent moves or changes; learn from experience while avoiding reckless choices.',
      productive:
        'Working years under 5 bring variety, travel and career changes; stay adaptable and use freedom constructively.',
      harvest:
        'A harvest of 5 favours travel, learning and an active social life; remain curious and mobile.',
    },
    continuation:
      'As the harvest of 5 goes on, curiosity keeps the mind young; keep learning new things and stay open to late changes of scene.',
  },
  6: {
    theme: 'Responsibility, home and service',
    focus: {
      formative:
        'A formative 6 centres childhood on family duties and may bring early marriage or caregiving; balance obligations with personal growth.',
      productive:
        'A productive cycle of 6 ties success to family, community and service work; build a stable home and meet responsibilities without martyrdom.',
      harvest:
        'In a harvest of 6 a person becomes a pillar of family and community; enjoy love and offer counsel to younger generations.',
    },
    continuation:
      'As the harvest of 6 goes on, the family circle widens to grandchildren and neighbours; give guidance gently and accept care graciously.',
  },
  7: {
    theme: 'Study, reflection and inner growth',
    focus: {
      formative:
        'A formative 7 gives a reflective and sometimes solitary youth; study deeply and learn to trust other people.',
      productive:
        'Working years under 7 favour specialisation, research and inner development over worldly display; deepen expertise.',
      harvest:
        'A harvest of 7 suits a quiet later life devoted to study, contemplation and spiritual practice; seek wisdom and peace.',
    },
    continuation:
      'As the harvest of 7 goes on, contemplation deepens into serenity; keep a daily practice of reflection and share its fruits with a few.',
  },
  8: {
    theme: 'Achievement, authority and material power',
    focus: {
      formative:
        'A formative 8 brings early awareness of money and power, sometimes through hardship or strict authority; develop ambition with integrity.',
      productive:
        'A productive cycle of 8 favours business success, authority and financial gain; manage power and resources wisely.',
      harvest:
        'The harvest of 8 keeps a person active in business or management in later life; secure finances and pass on experience.',
    },
    continuation:
      'As the harvest of 8 goes on, stewardship replaces acquisition; arrange the fair handing on of wealth and responsibilities.',
  },
  9: {
    theme: 'Compassion, completion and universal service',
    focus: {
      formative:
        'A formative 9 can bring early losses or a broad, idealistic upbringing; develop compassion and tolerance.',
      productive:
        'Working years under 9 favour humanitarian, artistic or international work; serve wider causes and let go of the past.',
      harvest:
        'A harvest cycle of 9 turns later life toward generosity, forgiveness and completion; share wisdom and resolve old matters.',
    },
    continuation:
      'As the harvest of 9 goes on, completion becomes peace; make amends where needed and give freely of what remains.',
  },
} as const satisfies Readonly<Record<Digit, LifeCycleTheme>>;
