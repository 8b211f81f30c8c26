import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, ChangePasswordResponse } from '@uyku/domain';
import { api } from '../../lib/api-client';

export const CHANGE_PASSWORD_TEXTS = {
  title: 'Yeni Şifre Belirleyin',
  forcedSubtitle: 'Şifreniz yönetici tarafından sıfırlandı. Devam etmek için kendinize yeni bir şifre belirleyin.',
  voluntarySubtitle: 'Hesabınızın şifresini değiştirin',
  current: 'Mevcut Şifre',
  currentForcedHint: 'Yöneticinin size ilettiği şifre',
  next: 'Yeni Şifre',
  nextRepeat: 'Yeni Şifre Tekrar',
  submit: 'Şifremi Değiştir',
  submitting: 'Kaydediliyor...',
  failed: 'Şifre değiştirilemedi',
  logout: 'Çıkış Yap',
  back: 'Geri Dön',
} as const;

export const changePassword = (body: ChangePasswordRequest) =>
  api<ChangePasswordResponse>('/auth/change-password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
