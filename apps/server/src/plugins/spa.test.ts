import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '../lib/client-record';
import { renderIndexPage } from './spa';

const TEMPLATE = '<html><head><meta name="portal-config" content="" /><title>Member portal</title></head></html>';

describe('renderIndexPage', () => {
  it("writes the client's page configuration and title, escaped", () => {
    const client = {
      configuration: { apiRoot: '/api', abbreviation: 'HARBOR', storageRoot: 'harbor', title: 'Health & "Rewards" <Plan>' },
      hostnames: [],
      timeZone: 'UTC',
    } as unknown as ClientRecord;
    const html = renderIndexPage(TEMPLATE, client);
    expect(html).toContain(
      '<meta name="portal-config" content="{&quot;apiRoot&quot;:&quot;/api&quot;,&quot;clientAbbreviation&quot;:&quot;HARBOR&quot;,&quot;storagePartition&quot;:&quot;harbor&quot;}" />',
    );
    expect(html).toContain('<title>Health &amp; "Rewards" &lt;Plan&gt;</title>');
  });

  it('still renders when no client is set up', () => {
    expect(renderIndexPage(TEMPLATE, undefined)).toContain('&quot;clientAbbreviation&quot;:null');
  });
});
