import { describe, expect, it } from 'vitest';
import { COURIERS } from './couriers.js';

describe('COURIERS', () => {
  it('knows the common couriers', () => {
    expect(COURIERS).toEqual(['Pathao', 'Steadfast', 'RedX', 'Sundarban', 'SA Paribahan']);
  });
});
