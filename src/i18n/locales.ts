/** The languages Parlor speaks: every catalog has each of them. */
export const LOCALES = ['en', 'zh-CN', 'ko'] as const;
