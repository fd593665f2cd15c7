/**
 * Estimated average cost of a funeral with viewing and burial in each of the 50 states, rounded
 * to the nearest $100 (cemetery charges such as the plot and headstone not included). These are
 * our estimates, scaled from the national figure by regional price levels: pages label them as
 * estimates. Checked at build by state-costs.schema.ts.
 */
export interface StateCost {
  state: string;
  avgCost: number;
}

/** The lowest and highest estimate any state may carry. */
export const stateCostBounds = { min: 6400, max: 8300 } as const;

export const stateCosts: StateCost[] = [
  { state: 'Alabama', avgCost: 6900 },
  { state: 'Alaska', avgCost: 8100 },
  { state: 'Arizona', avgCost: 6700 },
  { state: 'Arkansas', avgCost: 6600 },
  { state: 'California', avgCost: 7600 },
  { state: 'Colorado', avgCost: 7200 },
  { state: 'Connecticut', avgCost: 8200 },
  { state: 'Delaware', avgCost: 7600 },
  { state: 'Florida', avgCost: 7000 },
  { state: 'Georgia', avgCost: 6900 },
  { state: 'Hawaii', avgCost: 8000 },
  { state: 'Idaho', avgCost: 6800 },
  { state: 'Illinois', avgCost: 7900 },
  { state: 'Indiana', avgCost: 7300 },
  { state: 'Iowa', avgCost: 7700 },
  { state: 'Kansas', avgCost: 7500 },
  { state: 'Kentucky', avgCost: 7100 },
  { state: 'Louisiana', avgCost: 6800 },
  { state: 'Maine', avgCost: 7400 },
  { state: 'Maryland', avgCost: 7800 },
  { state: 'Massachusetts', avgCost: 8300 },
  { state: 'Michigan', avgCost: 7400 },
  { state: 'Minnesota', avgCost: 7800 },
  { state: 'Mississippi', avgCost: 6500 },
  { state: 'Missouri', avgCost: 7200 },
  { state: 'Montana', avgCost: 7000 },
  { state: 'Nebraska', avgCost: 7600 },
  { state: 'Nevada', avgCost: 6900 },
  { state: 'New Hampshire', avgCost: 7900 },
  { state: 'New Jersey', avgCost: 8200 },
  { state: 'New Mexico', avgCost: 6600 },
  { state: 'New York', avgCost: 8300 },
  { state: 'North Carolina', avgCost: 7000 },
  { state: 'North Dakota', avgCost: 7700 },
  { state: 'Ohio', avgCost: 7500 },
  { state: 'Oklahoma', avgCost: 6700 },
  { state: 'Oregon', avgCost: 7100 },
  { state: 'Pennsylvania', avgCost: 7900 },
  { state: 'Rhode Island', avgCost: 8000 },
  { state: 'South Carolina', avgCost: 6800 },
  { state: 'South Dakota', avgCost: 7600 },
  { state: 'Tennessee', avgCost: 6800 },
  { state: 'Texas', avgCost: 7000 },
  { state: 'Utah', avgCost: 6900 },
  { state: 'Vermont', avgCost: 7500 },
  { state: 'Virginia', avgCost: 7400 },
  { state: 'Washington', avgCost: 7300 },
  { state: 'West Virginia', avgCost: 7200 },
  { state: 'Wisconsin', avgCost: 7700 },
  { state: 'Wyoming', avgCost: 6400 },
];
