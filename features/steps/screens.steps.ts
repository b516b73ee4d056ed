import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { screen, within } from '@testing-library/react';
import { parseList } from '../support/lists';

// Steps about a screen that any area's scenarios may use, once a step has shown it (support/screen).

/** The choices of a dropdown of the open dialog, by its label; the empty 'pick one' entry is not a choice. */
Then('its {word} field offers {}', async function (label: string, expected: string) {
  const field = within(await screen.findByRole('dialog')).getByRole('combobox', { name: new RegExp(`^${label}`) });
  const offered = [...field.querySelectorAll('option')].map((option) => option.value).filter((value) => value !== '');
  assert.deepEqual(offered, parseList(expected));
});
