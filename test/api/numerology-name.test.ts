/**
 * Name numerology and numerological compatibility through the API: hand-worked names in both systems, the
 * letter-by-letter breakdown, the compatibility composition, and 400s naming the field (including a name in a
 * script no system reads). The engine's own tests are test/astro/numerology-name.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

describe('name numerology', () => {
  const api = useTestApp();

  it('works JOHN SMITH out in the Pythagorean system', async () => {
    // J1 O6 H8 N5 = 20, S1 M4 I9 T2 H8 = 24: expression 44 → 8. Vowels O6 I9 = 15 → 6.
    // Consonants J1 H8 N5 S1 M4 T2 H8 = 29 → 11, a master number, kept.
    const res = await api.get('/v1/numerology/name?name=John%20Smith');
    expect(res.statusCode, res.body).toBe(200);
    const n = res.json();
    expect(n.system.id).toBe('pythagorean');
    expect(n.words).toEqual(['JOHN', 'SMITH']);
    expect(n.expression).toMatchObject({ sum: 44, reduction: [44, 8], number: 8, compound: null });
    expect(n.soulUrge).toMatchObject({ sum: 15, number: 6 });
    expect(n.personality).toMatchObject({ sum: 29, reduction: [29, 11], number: 11 });
    expect(n.letters.map((l: { letter: string; value: number }) => `${l.letter}${l.value}`).join(' ')).toBe('J1 O6 H8 N5 S1 M4 I9 T2 H8');
    expect(n.letters[1]).toMatchObject({ character: 'o', position: 2, role: 'vowel', word: 0 });
    expect(n.expression.meaning.length).toBeGreaterThan(10);
    expect(n.expression.keywords).toBe('authority, ambition, material mastery');
    expect(n.personality.keywords).toBe('intuition, inspiration, illumination');
    expect((await api.get('/v1/numerology/name?name=John%20Smith&lang=kn')).json().expression.keywords).toBe('ಅಧಿಕಾರ, ಮಹತ್ವಾಕಾಂಕ್ಷೆ, ಭೌತಿಕ ಪ್ರಾವೀಣ್ಯ');
  });

  it('works JOHN SMITH out in the Chaldean system, with the compound numbers', async () => {
    // Cheiro: J1 O7 H5 N5 = 18, S3 M4 I1 T4 H5 = 17: 35 → 8 (compound 35). Vowels O7 I1 = 8.
    // Consonants J1 H5 N5 S3 M4 T4 H5 = 27 → 9 (compound 27).
    const n = (await api.get('/v1/numerology/name?name=John%20Smith&system=chaldean')).json();
    expect(n.expression).toMatchObject({ sum: 35, number: 8, compound: 35 });
    expect(n.soulUrge).toMatchObject({ sum: 8, number: 8, compound: null });
    expect(n.personality).toMatchObject({ sum: 27, number: 9, compound: 27 });
  });

  it('reads accents as their letters and gives the meanings in Hindi with lang=hi', async () => {
    const plain = (await api.get('/v1/numerology/name?name=Jose')).json();
    const accented = (await api.get(`/v1/numerology/name?name=${encodeURIComponent('José')}&lang=hi`)).json();
    expect(accented.expression.number).toBe(plain.expression.number);
    expect(accented.letters[3]).toMatchObject({ character: 'é', letter: 'E' });
    expect(accented.expression.meaning).toMatch(/[\u0900-\u097F]/);
  });

  it.each([
    ['a missing name', '', 'name'],
    ['an empty name', 'name=%20%20', 'name'],
    ['a name in Devanagari', `name=${encodeURIComponent('राम')}`, 'name'],
    ['a name with a digit', 'name=R2D2', 'name'],
    ['a name of 201 letters', `name=${'a'.repeat(201)}`, 'name'],
    ['an unknown system', 'name=John&system=vedic', 'system'],
  ])('400 naming the field for %s', async (_case, query, field) => {
    const res = await api.get(`/v1/numerology/name?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(`'${field}'`);
  });

  it('names the character, its code point and position for an unreadable script', async () => {
    const res = await api.get(`/v1/numerology/name?name=${encodeURIComponent('Anna Иван')}`);
    expect(res.json().message).toMatch(/"И" \(U\+0418, Cyrillic\) at position 6/);
  });
});

describe('numerological compatibility', () => {
  const api = useTestApp();
  const PAIR = 'name1=John%20Smith&date1=1987-11-29&name2=Anna%20Torres&date2=1990-05-15';

  it('compares life path, expression and soul urge, the points summing to the score', async () => {
    const res = await api.get(`/v1/numerology/compatibility?${PAIR}`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c.people[0]).toMatchObject({ name: 'John Smith', birthDate: '1987-11-29', lifePathNumber: 11, expression: 8, soulUrge: 6 });
    expect(c.factors.map((f: { id: string }) => f.id)).toEqual(['lifePath', 'expression', 'soulUrge']);
    expect(c.factors.map((f: { weight: number }) => f.weight)).toEqual([50, 30, 20]);
    expect(c.score).toBe(c.factors.reduce((sum: number, f: { points: number }) => sum + f.points, 0));
    expect(c.verdict.id).toMatch(/^(harmonious|supportive|mixed|challenging)$/);
  });

  it('gives the same score with the two people swapped', async () => {
    const swapped = 'name1=Anna%20Torres&date1=1990-05-15&name2=John%20Smith&date2=1987-11-29';
    const [a, b] = [(await api.get(`/v1/numerology/compatibility?${PAIR}`)).json(), (await api.get(`/v1/numerology/compatibility?${swapped}`)).json()];
    expect(b.score).toBe(a.score);
    expect(b.verdict).toEqual(a.verdict);
    expect(b.factors.map((f: { numbers: number[] }) => f.numbers)).toEqual(a.factors.map((f: { numbers: number[] }) => [...f.numbers].reverse()));
  });

  it.each([
    ['a missing second date', 'name1=John&date1=1987-11-29&name2=Anna', 'date2'],
    ['a bad first date', 'name1=John&date1=1987-02-30&name2=Anna&date2=1990-05-15', 'date1'],
    ['a missing first name', 'date1=1987-11-29&name2=Anna&date2=1990-05-15', 'name1'],
    ['a second name in Devanagari', `name1=John&date1=1987-11-29&name2=${encodeURIComponent('सीता')}&date2=1990-05-15`, 'name2'],
  ])('400 naming the field for %s', async (_case, query, field) => {
    const res = await api.get(`/v1/numerology/compatibility?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(`'${field}'`);
  });
});
