import type { TestInfo } from '@playwright/test';
import { hostFiles, hostName } from '../../../scripts/hosts/hosts.mjs';

/**
 * The hosts share one CMS and take turns: each host's tests buy their own products and sign in from their
 * own loopback addresses, so one host's purchases and rate limits never decide another's checks.
 */
export function hostIndex(info: TestInfo): number {
  const index = hostFiles.map(hostName).indexOf(info.project.name);
  if (index < 0) throw new Error(`no host module for project ${info.project.name}`);
  return index;
}

/** A loopback address of this host's own (127.0.<10 + host>.<last>). */
export function hostAddress(info: TestInfo, last: number): string {
  return `127.0.${10 + hostIndex(info)}.${last}`;
}

/** A pickProduct slot of this host's own, `n` from 0 to 3 (the catalogue has about 33 products to share). */
export function hostSlot(info: TestInfo, n: number): number {
  return 20 + hostIndex(info) * 4 + n;
}
