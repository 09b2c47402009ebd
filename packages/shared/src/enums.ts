export const ROLES = ['STUDENT', 'STAFF', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['ACTIVE', 'BANNED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  STUDENT: 'Sinh viên',
  STAFF: 'Nhân viên',
  ADMIN: 'Quản trị viên',
};

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  ACTIVE: 'Đang hoạt động',
  BANNED: 'Đã khóa',
};

/** The contract's three product constants, given meaning by docs/product.md. */
export const LIMITS = {
  /** order note, ticket message */
  longText: 280,
  /** incident report description */
  mediumText: 250,
  /** service name, ticket subject */
  shortText: 80,
} as const;
