import type { Request, RequestHandler } from 'express';
import { quotesEndpoint } from '#core/lead/contract';
import type { Lead } from '#core/lead/schema';
import { isLoopbackHost } from '../env';
import type { Logger } from '../logger';
import { sendAnswer } from './answers';
import type { StorableLead } from './prepare';

/**
 * The lead API's same-site rules, as a plugin in front of its routes (fastify/demo keeps such checks
 * out of the route): a request another site's page made the browser send is refused (403), and a
 * lead's page address and landing page are kept only when they are the site's own.
 */

/** Where a request may come from besides the site's origin: its own Host when that is loopback or configured. */
export interface SiteHosts {
  origin: string;
  allowedHosts: ReadonlySet<string>;
}

/**
 * Whether `url` is on the site's origin, or on the host this request was sent to when that host
 * is this machine (a local run) or one of ALLOWED_HOSTS. An Origin that merely repeats whatever
 * Host was sent is not enough: a page on a rebound DNS name would send both.
 */
function onSite(url: string, site: SiteHosts, req: Request): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.origin === site.origin) return true;
  const host = req.get('host')?.toLowerCase();
  if (host === undefined || parsed.host !== host) return false;
  return (
    isLoopbackHost(parsed.hostname) || site.allowedHosts.has(parsed.host) || site.allowedHosts.has(parsed.hostname)
  );
}

/**
 * A request a page of another site made the browser send: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is neither the site's nor this server's own host ("null" included). A request
 * without either header (curl, an old browser's same-origin GET) is not refused here.
 */
export function isCrossSite(req: Request, site: SiteHosts): boolean {
  if (req.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
  const origin = req.get('origin');
  return origin !== undefined && !onSite(origin, site, req);
}

/** The landing page is a path of this site ("/ohio?utm_source=x"); anything else is dropped. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** The lead as stored: the page address and landing page only when they are this site's. */
export function storable(lead: Lead, site: SiteHosts, req: Request): StorableLead {
  const attribution = lead.attribution ? { ...lead.attribution } : lead.attribution;
  if (attribution?.landingPage && !isSitePath(attribution.landingPage)) attribution.landingPage = null;
  return { ...lead, pageUrl: onSite(lead.pageUrl, site, req) ? lead.pageUrl : null, attribution };
}

/** Refuses (403 crossSite) a request another site's page made the browser send. */
export function sameSiteOnly(site: SiteHosts, logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (isCrossSite(req, site)) {
      logger.info('Quote refused: cross-site request', { path: req.originalUrl });
      sendAnswer(quotesEndpoint.answers, req, res, 'crossSite');
      return;
    }
    next();
  };
}
