import { textErrors } from '../../src/text-input';

// Keys named like Object.prototype's members hold bad text like any other (a 500 before: `out.constructor.push`).
it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('bad text under %s is a field error of that name', (key) => {
  const body = JSON.parse(`{"${key}": "\\u0000", "nome": "ok"}`);
  const errors = textErrors(body);
  expect(Object.keys(errors)).toEqual([key]);
  expect(Object.hasOwn(errors, key)).toBe(true);
  expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
});
