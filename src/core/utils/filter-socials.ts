/** Where the modal runs, as far as social login cares (SPEC §5 "Social providers filtered"). */
export type Platform = {
  /** Inside a Telegram mini app. */
  isTelegram: boolean;
  /** iPhone, iPod or iPad (iPadOS included, which reports itself as a Mac). */
  isIos: boolean;
  /** A Mac without touch. */
  isMac: boolean;
  isAndroid: boolean;
};

export type FilterSocialsParameters<Provider extends string> = {
  socials: readonly Provider[];
  platform: Platform;
};

export type DetectPlatformParameters = {
  /** `navigator.userAgent`. */
  userAgent: string;
  /** `navigator.maxTouchPoints`; tells an iPad on iPadOS (touch) from a Mac (none). */
  maxTouchPoints?: number | undefined;
  /** Whether `window.Telegram?.WebApp` exists, i.e. the page runs as a Telegram mini app. */
  telegram?: boolean | undefined;
};

// Same tokens and case-insensitivity as is-mobile.ts.
const IOS_USER_AGENT = /iPhone|iPad|iPod/i;
const MAC_USER_AGENT = /Macintosh/i;
const ANDROID_USER_AGENT = /Android/i;

/**
 * The social providers to offer (SPEC §5 "Social providers filtered: Telegram filtered; iOS
 * removes google; Mac removes x; Android removes facebook and x"), in the order given.
 *
 * "Telegram filtered" is read as: the platform removals apply inside a Telegram mini app, and only
 * there. Telegram's in-app browser cannot complete those providers' sign-in on those platforms,
 * while social login as such works in Telegram through the redirect flow (SPEC §7 "social
 * redirect uri"). Outside Telegram every provider stays: Google on an iPhone or X on a Mac work in
 * a normal browser. This matches AppKit's `filterSocialsByPlatform`.
 *
 * @example
 * const platform = detectPlatform({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints, telegram: Boolean(window.Telegram?.WebApp) });
 * filterSocials({ socials: DEFAULT_SOCIALS, platform }); // in Telegram on Android: ['google', 'farcaster', 'discord', 'apple', 'github']
 */
export function filterSocials<Provider extends string>({
  socials,
  platform,
}: FilterSocialsParameters<Provider>): Provider[] {
  if (!platform.isTelegram) return [...socials];
  const removed = new Set<string>();
  if (platform.isIos) removed.add('google');
  if (platform.isMac) removed.add('x');
  if (platform.isAndroid) ['facebook', 'x'].forEach((provider) => removed.add(provider));
  return socials.filter((provider) => !removed.has(provider));
}

/**
 * Reads the platform from a user agent, the touch points and Telegram's flag; pure, so the
 * caller passes the browser's values. iPadOS reports a Mac user agent, so a "Macintosh" with
 * more than one touch point counts as iOS, not Mac.
 *
 * @example
 * detectPlatform({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints, telegram: Boolean(window.Telegram?.WebApp) });
 */
export function detectPlatform({
  userAgent,
  maxTouchPoints = 0,
  telegram = false,
}: DetectPlatformParameters): Platform {
  const isMacUserAgent = MAC_USER_AGENT.test(userAgent);
  const hasTouch = maxTouchPoints > 1;
  const isIos = IOS_USER_AGENT.test(userAgent) || (isMacUserAgent && hasTouch);
  return {
    isTelegram: telegram,
    isIos,
    isMac: isMacUserAgent && !isIos,
    isAndroid: ANDROID_USER_AGENT.test(userAgent),
  };
}
