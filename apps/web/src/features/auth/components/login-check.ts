import type { LoginForm as LoginValues } from '@portal/domain';
import { loginFormSchema } from '@portal/domain/login-form';
import { validateWith } from '../../../lib/form-validation';

export type LoginCheck = (values: LoginValues) => Partial<Record<keyof LoginValues, string>>;

/** The shared sign-in schema as the form's check; loaded on demand with what it needs (decision 0011). */
export const checkLogin: LoginCheck = validateWith<LoginValues>(loginFormSchema);
