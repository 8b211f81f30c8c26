import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  LoginRequest,
  LoginResponse,
  OkResponse,
  PasswordResetRequest,
  RegisterRequest,
  RegisterResponse,
  RegistrationModeResponse,
  RegistrationStatusRequest,
  RegistrationStatusResponse,
} from '@uyku/domain';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';

// Sign-in calls send no token: a stale one must neither travel nor trigger the 401 sign-out.
export const login = (body: LoginRequest) => api<LoginResponse>('/auth/login', { method: 'POST', body, token: null });
export const register = (body: RegisterRequest) => api<RegisterResponse>('/auth/register', { method: 'POST', body, token: null });
export const requestPasswordReset = (body: PasswordResetRequest) =>
  api<OkResponse>('/auth/request-password-reset', { method: 'POST', body, token: null });
export const checkRegistrationStatus = (body: RegistrationStatusRequest) =>
  api<RegistrationStatusResponse>('/auth/registration-status', { method: 'POST', body, token: null });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => sessionStore.signIn(answer.user, answer.token),
  });
}

export const useRegister = () => useMutation({ mutationFn: register });
export const usePasswordResetRequest = () => useMutation({ mutationFn: requestPasswordReset });
export const useRegistrationStatus = () => useMutation({ mutationFn: checkRegistrationStatus });

/** Whether the study assigns the group (randomisation, decision 009) and its stratification question. */
export const registrationModeQuery = queryOptions({
  queryKey: ['study', 'registration'] as const,
  staleTime: 0,
  queryFn: ({ signal }) => api<RegistrationModeResponse>('/study/registration', { signal, token: null }),
});
