import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect, but useEffect on the server, where useLayoutEffect warns ("use client" files still render there). */
export const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
