import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/test-app';

let harness: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta name="portal-config" content="" /><title>Member portal</title></head><body><script type="module" src="/assets/app-1234.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("portal")');
  harness = await createTestApp({ environment: { WEB_DIST_DIR: webDist } });
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost') => harness.app.inject({ method: 'GET', url, headers: { host } });

function pageConfiguration(html: string): Record<string, unknown> {
  const content = /<meta name="portal-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
}

describe('the web app', () => {
  it("is served for every app path (history mode), with the page configuration of the host's client", async () => {
    for (const url of ['/', '/login', '/account/edit-password', '/some/unknown/page?x=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(pageConfiguration(response.body)).toEqual({ apiRoot: '/api', clientAbbreviation: 'HARBOR', storagePartition: 'harbor' });
    }
    const mesa = await get('/login', 'mesa.localhost:3000');
    expect(pageConfiguration(mesa.body).clientAbbreviation).toBe('MESA');
    expect(mesa.body).toContain('<title>Mesa Valley Wellness Points</title>');
  });

  it('serves hashed assets with a year of caching', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers the JSON 404 for unknown API paths and missing files, not the app', async () => {
    for (const url of ['/api/unknown', '/assets/missing-5678.js', '/favicon-missing.png']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
    }
  });

  it('serves the app under a Content-Security-Policy without inline script', async () => {
    const response = await get('/login');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    // Without a Human API account, no page frames anything (default-src 'self').
    expect(String(response.headers['content-security-policy'])).not.toContain('frame-src');
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
