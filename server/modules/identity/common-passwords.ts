import { dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswordCheck } from '@domain/contract';

/** How many of the list's most used passwords are refused (it is ordered by frequency of use). */
const TOP = 10_000;

// Only passwords the length rule lets through need remembering.
const common = new Set(dictionary.passwords.slice(0, TOP).filter((password) => password.length >= 8));

/** The most used passwords, from a maintained list shipped in the package: checked offline, never sent anywhere. */
export const isCommonPassword: CommonPasswordCheck = (lowerCasePassword) => common.has(lowerCasePassword);
