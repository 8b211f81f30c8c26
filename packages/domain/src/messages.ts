/** Turkish validation and error messages owned by the domain. */
export const MSG = {
  consentRequired: 'Kullanıcı sözleşmesi ve KVKK aydınlatma metnini onaylamanız gerekmektedir',
  phoneAndPasswordRequired: 'Telefon numarası ve şifre gereklidir',
  loginPasswordTooShort: 'Şifre en az 6 karakter olmalıdır',
  passwordsDoNotMatch: 'Şifreler eşleşmiyor',
  phoneRequired: 'Telefon numarası gereklidir',
  phoneTooLong: 'Telefon numarası en fazla 11 haneli olmalıdır',
  nameRequired: 'Ad soyad gereklidir',
  nameTooLong: 'Ad soyad en fazla 100 karakter olabilir',
  passwordRequired: 'Şifre gereklidir',
  passwordTooLong: 'Şifre en fazla 128 karakter olabilir',
  emailInvalid: 'Geçerli bir e-posta adresi giriniz',
  groupInvalid: 'Grup kontrol veya deney olmalıdır',
  phoneNotRegistered: 'Telefon numarası sistemde kayıtlı değil',
  invalidDate: 'Geçersiz tarih',
} as const;
