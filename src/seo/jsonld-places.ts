import type { AdministrativeArea, City, Service, State } from 'schema-dts';
import { absoluteUrl } from '#core/paths';
import { agencyId } from './jsonld';

/**
 * Structured data of the state and city pages: one Service, offered in that city or state by
 * the agency (referenced by its @id). No LocalBusiness per city: the agency has one address.
 */

export interface PlaceArea {
  /** The state's name ("Texas", "District of Columbia"). */
  stateName: string;
  /** Two-letter code; DC is an administrative area, not a state. */
  stateCode: string;
  /** The city's name, on city pages. */
  cityName?: string;
}

function stateNode(area: PlaceArea): State | AdministrativeArea {
  return area.stateCode === 'DC'
    ? { '@type': 'AdministrativeArea', name: area.stateName }
    : { '@type': 'State', name: area.stateName };
}

/** The place a page serves: a City within its state, or the state itself. */
export function buildAreaServed(area: PlaceArea): City | State | AdministrativeArea {
  if (!area.cityName) return stateNode(area);
  return { '@type': 'City', name: area.cityName, containedInPlace: stateNode(area) };
}

export function buildPlaceService(path: string, area: PlaceArea): Service {
  const place = area.cityName ? `${area.cityName}, ${area.stateName}` : area.stateName;
  return {
    '@type': 'Service',
    '@id': `${absoluteUrl(path)}#service`,
    name: `Burial and final expense insurance in ${place}`,
    serviceType: 'Final expense (burial) life insurance',
    url: absoluteUrl(path),
    provider: { '@id': agencyId },
    areaServed: buildAreaServed(area),
  };
}
