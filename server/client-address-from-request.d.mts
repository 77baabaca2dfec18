export function trustProxyHops(value: string | undefined): number;
export function clientAddressFromRequest(req: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  hops: number;
}): string;
