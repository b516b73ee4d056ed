import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared';
import { KUBECONFIG_UNAVAILABLE } from './messages';
import {
  LOADING_SKELETON_PARTS, TOAST, isSidebarCollapsed, kubeconfigErrorMessage, pageTitle, shouldCollapseOnOutsideClick,
  sidebarWidth, storedSidebarState,
} from './rules';

describe('the sidebar', () => {
  it('is expanded when the browser remembers nothing', () => {
    expect(isSidebarCollapsed(undefined)).toBe(false);
  });

  it('comes back as it was left', () => {
    expect(isSidebarCollapsed(storedSidebarState(true))).toBe(true);
    expect(isSidebarCollapsed(storedSidebarState(false))).toBe(false);
  });

  it('is 56 units wide expanded and 14 collapsed', () => {
    expect([sidebarWidth(false), sidebarWidth(true)]).toEqual([56, 14]);
  });

  describe('when the person clicks outside it', () => {
    it('collapses below 1024 px', () => expect(shouldCollapseOnOutsideClick(1023, false)).toBe(true));
    it('stays at 1024 px and wider', () => expect(shouldCollapseOnOutsideClick(1024, false)).toBe(false));
    it('does nothing when already collapsed', () => expect(shouldCollapseOnOutsideClick(800, true)).toBe(false));
  });
});

describe('page titles', () => {
  it('end with the product name after a vertical bar', () => expect(pageTitle('Health')).toBe('Health | Mission Control'));
  it('are the product name alone for a page without a name', () => expect(pageTitle()).toBe('Mission Control'));
});

describe('the kubeconfig error', () => {
  it('says there is no Kubernetes connection on a 503', () => {
    expect(kubeconfigErrorMessage(new DomainError('server', 'x', { status: 503 }))).toBe(KUBECONFIG_UNAVAILABLE);
  });

  it("is the server's message otherwise", () => {
    expect(kubeconfigErrorMessage(new DomainError('server', 'boom', { status: 500 }))).toBe('boom');
  });
});

describe('the shell constants', () => {
  it('draw a sidebar, a header and two panels while loading', () => {
    expect(LOADING_SKELETON_PARTS).toEqual(['sidebar', 'header', 'panel', 'panel']);
  });

  it('show toasts top-right for 5 s with a close button', () => {
    expect(TOAST).toEqual({ corner: 'top-right', durationMs: 5000, closeButton: true });
  });
});
