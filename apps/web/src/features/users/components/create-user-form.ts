import { zodResolver } from '@hookform/resolvers/zod';
import { createUserSchema, passwordProblems, type CreateUserInput, type PasswordPolicy, type Role } from '@tsa/shared';
import type { Resolver } from 'react-hook-form';

/** The create form as typed: every field a string, optional ones left blank. */
export interface CreateUserForm {
  lastName: string;
  firstName: string;
  email: string;
  password: string;
  phoneNumber: string;
  role: Role;
  dormitory: string;
  building: string;
  room: string;
}
export type CreateUserField = keyof CreateUserForm;
export const CREATE_USER_FIELDS = [
  'lastName',
  'firstName',
  'email',
  'password',
  'phoneNumber',
  'role',
  'dormitory',
  'building',
  'room',
] as const satisfies readonly CreateUserField[];

const OPTIONAL = ['phoneNumber', 'dormitory', 'building', 'room'] as const;
const ADDRESS = ['dormitory', 'building', 'room'] as const;

export function emptyCreateUserForm(role: Role): CreateUserForm {
  return {
    lastName: '',
    firstName: '',
    email: '',
    password: '',
    phoneNumber: '',
    role,
    dormitory: '',
    building: '',
    room: '',
  };
}

/**
 * What the schema sees: blank optional fields left out (the shared schema validates a phone
 * number only when there is one), a blank e-mail as missing so it reads "Vui lòng nhập email",
 * and no room address for a non-student.
 */
function toInput(values: CreateUserForm): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const key of [...OPTIONAL, 'email'] as const) {
    if (!values[key].trim()) delete input[key];
  }
  if (values.role !== 'STUDENT') for (const key of ADDRESS) delete input[key];
  return input;
}

/**
 * `createUserSchema` from the shared package (the server validates with the same one), plus
 * the live password policy so a weak password is refused before the round trip.
 */
export function createUserResolver(
  policy: PasswordPolicy | undefined,
): Resolver<CreateUserForm, unknown, CreateUserInput> {
  const schema = createUserSchema.extend({
    password: createUserSchema.shape.password.superRefine((password, context) => {
      const problems = policy ? passwordProblems(policy, password) : [];
      if (problems.length) {
        context.addIssue({
          code: 'custom',
          message: `Mật khẩu chưa đạt yêu cầu: ${problems.join(', ').toLowerCase()}`,
        });
      }
    }),
  });
  const resolve = zodResolver(schema);
  return (values, context, options) =>
    resolve(toInput(values) as never, context, options as never) as ReturnType<
      Resolver<CreateUserForm, unknown, CreateUserInput>
    >;
}
