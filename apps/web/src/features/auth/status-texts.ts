/**
 * Texts of the registration status page (docs/product.md, "Registration and sign-in"): a module of
 * their own, so the sign-in screen, which only links to the page, does not download them.
 */
export const STATUS_TEXTS = {
    title: 'Kayıt Durumu',
    description: 'Kayıt olurken kullandığınız telefon numarasını girin.',
    submit: 'Durumu Göster',
    submitting: 'Bakılıyor...',
    pendingTitle: 'Kaydınız onay bekliyor',
    pendingNext:
      'Araştırma ekibi kaydınızı inceleyip onayladığında telefon numaranız ve şifrenizle giriş yapabilirsiniz. Onay için size ayrıca SMS veya e-posta gönderilmez; durumunuzu bu sayfadan istediğiniz zaman yeniden görebilirsiniz.',
    approvedTitle: 'Kaydınız onaylandı',
    approvedNext: 'Telefon numaranız ve şifrenizle giriş yapabilirsiniz.',
    contactTitle: 'Araştırma ekibine ulaşmak için',
    noContact: 'Çalışma ekibi henüz bir iletişim bilgisi girmedi. Sorunuz varsa sizi çalışmaya davet eden kişiye başvurabilirsiniz.',
    back: 'Giriş Sayfasına Dön',
    toLogin: 'Giriş Yap',
    again: 'Başka Bir Numara',
  
} as const;
