import { vi } from 'vitest';
import type { Logger } from 'pino';

/** A logger that says nothing and keeps what it was told, for tests that check a warning. */
export const quietLog = () => ({ warn: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
