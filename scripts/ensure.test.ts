import { describe, expect, it } from 'vitest';
import { defaultChromiumPath, planEnsure, tools } from './ensure';

describe('planEnsure', () => {
  it('is ready when the binary exists', () => {
    expect(planEnsure('chromium', { path: defaultChromiumPath, exists: true, isRoot: false, hasApt: false })).toEqual({
      action: 'ready',
      path: defaultChromiumPath,
    });
  });

  it('installs the Debian package when missing, as root, with apt-get', () => {
    const plan = planEnsure('chromium', { path: defaultChromiumPath, exists: false, isRoot: true, hasApt: true });
    expect(plan.action).toBe('install');
    if (plan.action === 'install') {
      expect(plan.install.at(-1)).toBe('chromium');
      expect(plan.update).toEqual(['apt-get', 'update', '-q']);
    }
  });

  it('says exactly what to install when it cannot install', () => {
    const plan = planEnsure('chromium', { path: defaultChromiumPath, exists: false, isRoot: false, hasApt: true });
    expect(plan.action).toBe('instruct');
    if (plan.action === 'instruct') expect(plan.message).toContain('apt-get install -y chromium');
  });

  it('never installs over a CHROMIUM_PATH that points elsewhere', () => {
    const plan = planEnsure('chromium', { path: '/opt/chrome/chrome', exists: false, isRoot: true, hasApt: true });
    expect(plan.action).toBe('instruct');
    if (plan.action === 'instruct') expect(plan.message).toContain('/opt/chrome/chrome');
  });

  it('installs nginx the same way, and names its package when it cannot', () => {
    const path = tools.nginx.defaultPath;
    const install = planEnsure('nginx', { path, exists: false, isRoot: true, hasApt: true });
    expect(install.action === 'install' && install.install.at(-1)).toBe('nginx');
    const instruct = planEnsure('nginx', { path, exists: false, isRoot: true, hasApt: false });
    expect(instruct.action === 'instruct' && instruct.message).toContain('apt-get install -y nginx');
  });
});
