/** The identity schema every identity uses (Kratos `default`): an email to sign in with and a name. */
export const IDENTITY_SCHEMA_ID = 'default';

export const IDENTITY_SCHEMA = {
  $id: 'https://schemas.ory.sh/presets/kratos/identity.email.schema.json',
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Person',
  type: 'object',
  properties: {
    traits: {
      type: 'object',
      properties: {
        email: {
          type: 'string',
          format: 'email',
          title: 'E-Mail',
          minLength: 3,
          'ory.sh/kratos': {
            credentials: { password: { identifier: true } },
            verification: { via: 'email' },
            recovery: { via: 'email' },
          },
        },
        name: {
          type: 'object',
          properties: {
            first: { type: 'string', title: 'First Name' },
            last: { type: 'string', title: 'Last Name' },
          },
        },
      },
      required: ['email'],
      additionalProperties: false,
    },
  },
};
