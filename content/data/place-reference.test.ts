import { describe, expect, it } from 'vitest';
import divisionsFile from './census-divisions.json' with { type: 'json' };
import { capitalOf, divisionOf, regionOf } from './place-reference';
import { censusDivisionsSchema, stateCapitalsSchema } from './place-reference.schema';
import capitalsFile from './state-capitals.json' with { type: 'json' };
import { states } from './states';

describe('place reference data', () => {
  it('puts every state and DC in one census division and region, and names each capital', () => {
    for (const state of states) {
      expect(divisionOf(state.code), state.code).not.toBe('the United States');
      expect(['northeast', 'midwest', 'south', 'west']).toContain(regionOf(state.code));
      expect(capitalOf(state.code), state.code).toBeTruthy();
    }
    expect(divisionOf('OH')).toBe('the Great Lakes states');
    expect(regionOf('DC')).toBe('south');
    expect(capitalOf('DC')).toBe('Washington');
  });

  it('refuses a file that loses a state, lists one twice or drops its source', () => {
    const [first, ...rest] = divisionsFile.divisions;
    if (!first) throw new Error('no divisions');
    const lost = { ...divisionsFile, divisions: [{ ...first, states: first.states.slice(1) }, ...rest] };
    expect(censusDivisionsSchema.safeParse(lost).success).toBe(false);
    const twice = { ...divisionsFile, divisions: [{ ...first, states: [...first.states.slice(1), 'TX'] }, ...rest] };
    expect(censusDivisionsSchema.safeParse(twice).success).toBe(false);
    expect(censusDivisionsSchema.safeParse({ ...divisionsFile, source: '' }).success).toBe(false);
    const { OH: _dropped, ...fewer } = capitalsFile.capitals;
    expect(stateCapitalsSchema.safeParse({ ...capitalsFile, capitals: fewer }).success).toBe(false);
    expect(stateCapitalsSchema.safeParse({ ...capitalsFile, retrieved: 'last year' }).success).toBe(false);
  });
});
