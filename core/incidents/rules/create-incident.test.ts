import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../../shared';
import { UNKNOWN_SEVERITY_MESSAGE } from '../texts';
import { CREATE_INCIDENT_DEFAULTS, validateCreateIncident } from './create-incident';

describe('when the Create New Incident form opens', () => {
  it('defaults to severity low, type availability and status open', () => {
    expect(CREATE_INCIDENT_DEFAULTS).toMatchObject({ severity: 'low', type: 'availability', status: 'open' });
  });
});

describe('when the form is validated', () => {
  const valid = { ...CREATE_INCIDENT_DEFAULTS, title: 'Checkout is down' };

  it('accepts a title with the defaults and no description', () => {
    expect(validateCreateIncident(valid)).toEqual({});
  });

  it('requires a title (white space is not one)', () => {
    expect(validateCreateIncident({ ...valid, title: '  ' })).toEqual({ title: REQUIRED_FIELD_MESSAGE });
  });

  it('requires a severity, and a known one', () => {
    expect(validateCreateIncident({ ...valid, severity: '' })).toEqual({ severity: REQUIRED_FIELD_MESSAGE });
    expect(validateCreateIncident({ ...valid, severity: 'apocalyptic' })).toEqual({ severity: UNKNOWN_SEVERITY_MESSAGE });
    expect(validateCreateIncident({ ...valid, severity: 'warning' })).toEqual({});
  });

  it('requires a status and a type', () => {
    expect(validateCreateIncident({ ...valid, status: '', type: '' })).toEqual({ status: REQUIRED_FIELD_MESSAGE, type: REQUIRED_FIELD_MESSAGE });
  });
});
