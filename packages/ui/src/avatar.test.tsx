// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { AVATAR_COLOR_COUNT, Avatar, avatarColorIndex, getInitials } from './avatar';
import { cleanup, render } from './test-utils';

afterEach(() => {
  cleanup();
});

describe('getInitials', () => {
  it('takes the first letters of the first and last names, uppercased', () => {
    expect(getInitials('Maria da Silva')).toBe('MS');
    expect(getInitials('joão pedro souza')).toBe('JS');
    expect(getInitials('  ana   beatriz  ')).toBe('AB');
    expect(getInitials('Ângela')).toBe('Â');
    expect(getInitials('élida órfão')).toBe('ÉÓ');
    expect(getInitials('')).toBe('?');
  });
});

describe('avatarColorIndex', () => {
  it('is stable and within the palette', () => {
    const index = avatarColorIndex('Maria da Silva');
    expect(index).toBe(avatarColorIndex('Maria da Silva'));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(AVATAR_COLOR_COUNT);
    const indexes = new Set(['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabi'].map(avatarColorIndex));
    expect(indexes.size).toBeGreaterThan(1);
  });
});

describe('Avatar', () => {
  it('draws initials locally with a colour class and no image', () => {
    const { container } = render(<Avatar name="Carlos Eduardo Lima" size="lg" />);
    const avatar = container.querySelector('.ui-avatar');
    expect(avatar?.textContent).toBe('CL');
    expect(avatar?.getAttribute('role')).toBe('img');
    expect(avatar?.getAttribute('aria-label')).toBe('Carlos Eduardo Lima');
    expect(avatar?.className).toContain('ui-avatar--lg');
    expect(avatar?.className).toMatch(/ui-avatar--c[0-7]/);
    expect(container.querySelector('img')).toBeNull();
  });
});
