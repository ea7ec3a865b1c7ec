import { describe, expect, it } from 'vitest';
import { displayNameIssues, isValidEmail, passwordIssues, usernameIssues } from './accountRules.ts';

describe('account rules', () => {
  it.each([
    ['a', []],
    ['Hero_of-Time9', []],
    ['x'.repeat(20), []],
    ['', ['usernameWrongLength']],
    ['x'.repeat(21), ['usernameWrongLength']],
    ['bad name', ['usernameBadCharacters']],
    ['émile', ['usernameBadCharacters']],
  ])('username %j breaks %j', (username, issues) => {
    expect(usernameIssues(username)).toEqual(issues);
  });

  it.each([
    ['Ada', []],
    ['y'.repeat(30), []],
    ['y'.repeat(31), ['displayNameWrongLength']],
    ['   ', ['displayNameWrongLength']],
    ['two\nlines', ['displayNameHasNewline']],
  ])('display name %j breaks %j', (name, issues) => {
    expect(displayNameIssues(name)).toEqual(issues);
  });

  it.each([
    ['ada@example.com', true],
    ['a.b+c@mail.example.org', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['@example.com', false],
  ])('e-mail %j valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it.each([
    ['12345678', '12345678', []],
    ['1234567', '1234567', ['passwordWrongLength']],
    ['p'.repeat(64), 'p'.repeat(64), []],
    ['p'.repeat(65), 'p'.repeat(65), ['passwordWrongLength']],
    ['12345678', '12345679', ['passwordConfirmationMismatch']],
  ])('password %j / %j breaks %j', (password, confirmation, issues) => {
    expect(passwordIssues(password, confirmation)).toEqual(issues);
  });
});
