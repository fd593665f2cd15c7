import { describe, expect, it } from 'vitest';
import { defaultChromiumPath, planChromium } from './ensure-chromium';

describe('planChromium', () => {
  it('is ready when the binary exists', () => {
    expect(planChromium({ path: defaultChromiumPath, exists: true, isRoot: false, hasApt: false })).toEqual({
      action: 'ready',
      path: defaultChromiumPath,
    });
  });

  it('installs the Debian package when missing, as root, with apt-get', () => {
    const plan = planChromium({ path: defaultChromiumPath, exists: false, isRoot: true, hasApt: true });
    expect(plan.action).toBe('install');
    if (plan.action === 'install') expect(plan.command.at(-1)).toContain('chromium');
  });

  it('says exactly what to install when it cannot install', () => {
    const plan = planChromium({ path: defaultChromiumPath, exists: false, isRoot: false, hasApt: true });
    expect(plan.action).toBe('instruct');
    if (plan.action === 'instruct') expect(plan.message).toContain('apt-get install -y chromium');
  });

  it('never installs over a CHROMIUM_PATH that points elsewhere', () => {
    const plan = planChromium({ path: '/opt/chrome/chrome', exists: false, isRoot: true, hasApt: true });
    expect(plan.action).toBe('instruct');
    if (plan.action === 'instruct') expect(plan.message).toContain('/opt/chrome/chrome');
  });
});
