import type { IncomingMessage, ServerResponse } from 'node:http';

export function allowedImageSource(url: string | null, cmsOrigin: string): boolean;
export function refusedImageRequest(requestUrl: string | undefined, cmsOrigin: string): boolean;
export function refuseImageRequest(req: IncomingMessage, res: ServerResponse, cmsOrigin: string): boolean;
