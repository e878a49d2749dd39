import { describe, expect, it } from 'vitest';
import { snakeCaseJsonSchema } from './openapi';

describe('snakeCaseJsonSchema', () => {
  it('renames properties and required names at every depth, and nothing else', () => {
    const schema = {
      type: 'object',
      properties: {
        memberId: { type: 'integer', description: 'keepThisText' },
        supportContacts: {
          type: 'object',
          propertyNames: { enum: ['EN'] },
          additionalProperties: { type: 'object', properties: { emailBody: { type: 'string' } } },
        },
        items: {
          type: 'array',
          items: { anyOf: [{ type: 'object', properties: { zipCode: {} }, required: ['zipCode'] }, { type: 'null' }] },
        },
      },
      required: ['memberId', 'supportContacts'],
    };
    expect(snakeCaseJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        member_id: { type: 'integer', description: 'keepThisText' },
        support_contacts: {
          type: 'object',
          propertyNames: { enum: ['EN'] },
          additionalProperties: { type: 'object', properties: { email_body: { type: 'string' } } },
        },
        items: {
          type: 'array',
          items: { anyOf: [{ type: 'object', properties: { zip_code: {} }, required: ['zip_code'] }, { type: 'null' }] },
        },
      },
      required: ['member_id', 'support_contacts'],
    });
  });
});
