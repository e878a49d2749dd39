import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { clientConfiguration } from '../test/fixtures';
import { renderInPortal } from '../test/render';
import { coverageEndDate, MemberLookupAlert } from './member-lookup-alert';

const ended = new ApiError(422, 'COVERAGE_ENDED', 'Coverage ended', {}, { endedOn: '2026-06-30' });

describe('MemberLookupAlert', () => {
  it("says when the coverage ended and links the plan's phone number", () => {
    renderInPortal(<MemberLookupAlert error={ended} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your coverage has ended');
    expect(alert).toHaveTextContent('your coverage ended on June 30, 2026');
    expect(screen.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:18005550134');
  });

  it('names the plan to call when it has no phone number', () => {
    renderInPortal(<MemberLookupAlert error={ended} />, { configuration: { ...clientConfiguration(), supportContacts: {} } });
    expect(screen.getByRole('alert')).toHaveTextContent('please call Harbor Health Plan.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows any other failure as the usual message', () => {
    renderInPortal(<MemberLookupAlert error={new ApiError(404, 'MEMBER_NOT_FOUND', 'no')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find a member with these details.');
  });
});

describe('coverageEndDate', () => {
  it('is Gregorian in every language, with the language’s own digits', () => {
    expect(coverageEndDate('2026-06-30', 'fa')).toContain('۲۰۲۶');
    expect(coverageEndDate('2026-06-30', 'en')).toBe('June 30, 2026');
  });
});
