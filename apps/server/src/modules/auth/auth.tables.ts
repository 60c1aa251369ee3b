import { languages } from '@nova/contracts/languages';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    fullName: text('full_name'),
    /** Stored lower-case; unique when present. */
    email: text('email'),
    /** Stored normalised (digits with an optional leading +); unique when present. */
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    referralCode: text('referral_code').notNull(),
    referrerId: uuid('referrer_id').references((): AnyPgColumn => users.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    withdrawalsLockedUntil: timestamp('withdrawals_locked_until', { withTimezone: true }),
    /** Listed (masked) on the public members board only when the member opts in (rule 35). */
    showOnLeaderboard: boolean('show_on_leaderboard').notNull().default(false),
    /** The app's and the emails' language (contracts' `languages`); null until the member chooses. */
    language: text('language', { enum: languages }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_referrer_idx').on(t.referrerId),
    index('users_created_at_idx').on(t.createdAt),
    check('users_language', sql`${t.language} in ('en', 'es', 'pt-BR', 'ar')`),
  ],
);

/** Opaque session tokens, stored as their SHA-256 (rule 10). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId).where(sql`revoked_at is null`),
  ],
);

/** What an emailed code proves: the address (verification) or the right to set a new password. */
export const emailCodePurposes = ['VERIFY_EMAIL', 'RESET_PASSWORD'] as const;
export type EmailCodePurpose = (typeof emailCodePurposes)[number];

/**
 * Emailed codes: hashed, single use, expiring, with a bounded number of tries. Each purpose has at
 * most one live code per member; the purposes never replace or unlock each other.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: emailCodePurposes }).notNull().default('VERIFY_EMAIL'),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('email_codes_purpose', sql`${t.purpose} in ('VERIFY_EMAIL', 'RESET_PASSWORD')`),
  ],
);

/**
 * An email change the old, verified address may undo for 7 days (decision 002): the link's token
 * stored as its SHA-256, used at most once.
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_change_undos_token_hash_key').on(t.tokenHash),
    index('email_change_undos_user_idx').on(t.userId),
  ],
);
